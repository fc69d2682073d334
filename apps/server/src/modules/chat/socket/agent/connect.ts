import { type ChatError, chatEvents, chatLimits } from "@portal/shared";
import { translate } from "../../../../platform/i18n/registry.ts";
import { presentConversation } from "../../present.ts";
import { findOpenConversations } from "../../use-cases/find-open-conversations.ts";
import { serveUnserved } from "../assignment.ts";
import type { ChatSocket } from "../chat-socket.ts";
import { agentRoom, agentsRoom } from "../rooms.ts";
import type { AgentSession } from "./agent-session.ts";

/**
 * An agent's console connected: SERVER_ON with its identity, CLIENT_ON for each chat of the
 * first page it serves, then the chats nobody online serves are shared out again.
 */
export async function agentConnected(chat: ChatSocket, session: AgentSession) {
  const { socket, agentUserId } = session;
  const { language } = socket.data;
  try {
    // A console opened again (a reload, a second tab) is told of the first page of the
    // chats its agent serves, as findOnlineUsers lists them; it asks for more pages. It
    // joins its rooms under the assignment lock, so a chat given to it meanwhile arrives
    // either in that page or as its own CLIENT_ON, never both.
    await chat.assigning(async () => {
      await socket.join([agentsRoom, agentRoom(agentUserId)]);
      socket.emit(chatEvents.serverOn, await session.identity());
      const serving = await findOpenConversations({
        db: chat.app.db,
        agentUserId,
        page: 1,
        pageSize: chatLimits.consolePageSize,
      });
      for (const conversation of serving.list) {
        socket.emit(chatEvents.clientOn, { clientChatEn: presentConversation(conversation) });
      }
    });
    await serveUnserved(chat);
  } catch (error) {
    chat.app.log.error({ err: error }, "an agent's connection was not set up");
    socket.emit(chatEvents.error, {
      code: "service_unavailable",
      msg: translate(language, "chat.storeFailed"),
    } satisfies ChatError);
  }
}
