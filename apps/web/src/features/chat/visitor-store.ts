import {
  type ChatAck,
  type ChatMessage,
  type ChatUploadAnswer,
  chatEvents,
  type ServerChatIdentity,
} from "@portal/shared";
import type { Socket } from "socket.io-client";
import { create } from "zustand";
import { i18n } from "../../i18n/i18n.ts";
import { currentRoutePath } from "../../lib/navigation.ts";
import { fetchUserHistory } from "./api.ts";
import { openChatSocket, randomId } from "./chat-socket.ts";
import { createOutbox } from "./outbox.ts";
import { visitorIdentity } from "./visitor-identity.ts";

/** A line of the visitor's panel: a message, with its sending state when it is the visitor's. */
export type VisitorLine = ChatMessage & { sending?: boolean; failure?: string };

type VisitorChat = {
  connection: "idle" | "connecting" | "open" | "refused" | "reconnecting";
  /** Why the server refused to open the conversation (a limit of the visitor's network). */
  refusal: string | null;
  agent: ServerChatIdentity | null;
  /** No agent is online: the visitor is told so and may still write. */
  agentOffline: boolean;
  lines: VisitorLine[];
  /** The conversation's key once the server opened it: where uploads go. */
  clientChatId: string | null;
  start: () => void;
  send: (text: string) => void;
  /** Sends what an upload answered as a message. */
  sendUpload: (answer: ChatUploadAnswer) => void;
  typing: (text: string) => void;
};

const acknowledgeWithinMs = 10_000;

function merged(lines: VisitorLine[], incoming: ChatMessage[]): VisitorLine[] {
  const known = new Set(lines.map((line) => line.id));
  const added = incoming.filter((message) => !known.has(message.id));
  if (added.length === 0) return lines;
  return [...lines, ...added].sort((a, b) => Date.parse(a.createTime) - Date.parse(b.createTime));
}

let socket: Socket | undefined;

/** The visitor's conversation, one per page, kept while the visitor moves between pages. */
export const useVisitorChat = create<VisitorChat>()((set, get) => {
  const outbox = createOutbox((payload) =>
    (socket as Socket)
      .timeout(acknowledgeWithinMs)
      .emitWithAck(chatEvents.clientSendMessage, payload),
  );
  const settle = (id: string) => (ack: ChatAck) =>
    set({
      lines: get().lines.map((line) =>
        line.id === id ? { ...line, sending: false, failure: ack.ok ? undefined : ack.msg } : line,
      ),
    });

  async function connect() {
    const identity = visitorIdentity();
    const opened = await openChatSocket("visitor");
    socket = opened;
    opened.on("connect", async () => {
      const ack: ChatAck = await opened.emitWithAck(chatEvents.clientOn, {
        clientChatEn: {
          clientChatId: identity.id,
          clientChatName: i18n.t("chat.visitorName", { number: identity.number }),
          sourceInfo_way: currentRoutePath().slice(0, 500),
        },
      });
      if (!ack.ok) {
        set({ connection: "refused", refusal: ack.msg });
        return;
      }
      set({ connection: "open", refusal: null, clientChatId: ack.id });
      outbox.setReady(true);
      const history = await fetchUserHistory(ack.id).catch(() => []);
      set({ lines: merged(get().lines, history) });
    });
    opened.on("disconnect", () => {
      outbox.setReady(false);
      set({ connection: "reconnecting" });
    });
    opened.on(chatEvents.serverOn, (agent: ServerChatIdentity) =>
      set({ agent, agentOffline: false }),
    );
    opened.on(chatEvents.serverOff, () => set({ agent: null, agentOffline: true }));
    opened.on(
      chatEvents.serverSendMessage,
      (event: { msg: ChatMessage; serverChatEn: ServerChatIdentity }) =>
        set({
          lines: merged(get().lines, [event.msg]),
          agent: event.serverChatEn,
          agentOffline: false,
        }),
    );
  }

  function sendMessage(msg: Pick<ChatMessage, "contentType" | "content">) {
    const id = randomId();
    const line: VisitorLine = {
      id,
      role: "client",
      ...msg,
      createTime: new Date().toISOString(),
      sending: true,
    };
    set({ lines: [...get().lines, line] });
    outbox.send(id, { msg: { id, ...msg } }, settle(id));
  }

  let preview: { text: string; timer?: ReturnType<typeof setTimeout> } = { text: "" };
  return {
    connection: "idle",
    refusal: null,
    agent: null,
    agentOffline: false,
    lines: [],
    clientChatId: null,
    start() {
      if (get().connection !== "idle") return;
      set({ connection: "connecting" });
      connect().catch(() => set({ connection: "idle" }));
    },
    send(text) {
      const content = text.trim();
      if (content) sendMessage({ contentType: "text", content });
    },
    sendUpload({ contentType, content }) {
      sendMessage({ contentType, content });
    },
    typing(text) {
      // The live preview is best effort: the latest text at most every 400 ms, never queued.
      preview.text = text;
      if (preview.timer) return;
      preview.timer = setTimeout(() => {
        const latest = preview.text;
        preview = { text: latest };
        if (!socket?.connected || get().connection !== "open") return;
        socket.emit(chatEvents.clientSendMessage, {
          msg: { id: randomId(), contentType: "preInput", content: latest.slice(0, 500) },
        });
      }, 400);
    },
  };
});
