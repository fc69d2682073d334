import {
  mySubscription,
  subscriptionCatalogue,
  subscriptionInput,
  unsubscribeInput,
} from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../platform/auth/auth-plugin.ts";
import { emptyEnvelope, envelope, ok } from "../../platform/http/envelope.ts";
import { listCatalogue } from "./use-cases/list-catalogue.ts";
import { readSubscription } from "./use-cases/read-subscription.ts";
import { saveSubscription } from "./use-cases/save-subscription.ts";
import { unsubscribeByToken, unsubscribeMember } from "./use-cases/unsubscribe.ts";

const tags = ["subscription"];
const prefix = "/subscription";

/**
 * A member's subscriptions to products and document types. The catalogue and the e-mail's
 * unsubscribe link need no sign-in; the rest is the signed-in member's own.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${prefix}/catalogue`,
    {
      schema: {
        tags,
        summary: "The published products one may subscribe to, by type and model",
        response: { 200: envelope(subscriptionCatalogue) },
      },
    },
    async (request) => ok(await listCatalogue({ db: app.db, language: request.language })),
  );

  app.get(
    `${prefix}/mine`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "What the member subscribes to and whether e-mail is sent",
        security: bearerSecurity,
        response: { 200: envelope(mySubscription) },
      },
    },
    async (request) =>
      ok(
        await readSubscription({
          db: app.db,
          userId: request.currentUser().userId,
          language: request.language,
        }),
      ),
  );

  app.post(
    `${prefix}/save`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Replaces the member's products, document types and e-mail choice (404: product)",
        security: bearerSecurity,
        body: subscriptionInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await saveSubscription({
        db: app.db,
        now: app.now(),
        userId: request.currentUser().userId,
        input: request.body,
      });
      return ok(null);
    },
  );

  app.post(
    `${prefix}/unsubscribeAll`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Unsubscribes the member from every product, document type and e-mail",
        security: bearerSecurity,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await unsubscribeMember({ db: app.db, now: app.now(), userId: request.currentUser().userId });
      return ok(null);
    },
  );

  app.post(
    `${prefix}/unsubscribe`,
    {
      schema: {
        tags,
        summary: "The e-mail's one-click link: unsubscribes the token's member, no sign-in (404)",
        body: unsubscribeInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await unsubscribeByToken({ db: app.db, now: app.now(), token: request.body.token });
      return ok(null);
    },
  );
};
