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
import { presentConversationRow } from "./present.ts";
import { listChatAgents, searchConversations } from "./use-cases/search-conversations.ts";

/** The chat history search of the management area, for customer service. */
export const chatManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAgent = app.requirePermission(permissions.chatServe);
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
      onRequest: requireAgent,
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
      onRequest: requireAgent,
    },
    async () =>
      ok(
        (await listChatAgents({ db: app.db })).map((agent) => ({
          id: agent.id,
          name: agent.nickname ?? `#${agent.id}`,
        })),
      ),
  );
};
