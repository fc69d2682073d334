import {
  chatAgentOption,
  chatConversationPage,
  chatConversationSearchQuery,
  permissions,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { presentAgentOption, presentConversationRow } from "./present.ts";
import { listChatAgents } from "./use-cases/list-chat-agents.ts";
import { searchConversations } from "./use-cases/search-conversations.ts";

/** The chat history search of the management area, for customer service. */
export const chatManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requirePermission(permissions.chatServe));
  const tags = ["chat"];

  app.get(
    "/im/searchConversations",
    {
      schema: {
        tags,
        summary:
          "Conversations by visitor (id, or part of the name), agent and day of the last message (UTC), latest first, paged",
        security: bearerSecurity,
        querystring: chatConversationSearchQuery,
        response: { 200: envelope(chatConversationPage) },
      },
    },
    async (request) => {
      const page = await searchConversations({ db: app.db, ...request.query });
      return ok({ ...page, list: page.list.map(presentConversationRow) });
    },
  );

  app.get(
    "/im/chatAgents",
    {
      schema: {
        tags,
        summary: "The agents the history search can filter by: whoever served or answered a chat",
        security: bearerSecurity,
        response: { 200: envelope(z.array(chatAgentOption)) },
      },
    },
    async () => ok((await listChatAgents({ db: app.db })).map(presentAgentOption)),
  );
};
