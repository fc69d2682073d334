import { weChatShareConfig, weChatShareQuery } from "@portal/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, ok } from "../../platform/http/envelope.ts";
import { jsapiTicketCache, memoryTicketStore, redisTicketStore } from "./jsapi-ticket-cache.ts";
import { signShare } from "./use-cases/sign-share.ts";
import { weChatTicketSource } from "./wechat-ticket-source.ts";

const tags = ["sharing"];

/** The WeChat share's signature, for anybody reading a page of the portal in WeChat. */
export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appId, appSecret, apiBase } = app.config.weChat;
  const tickets =
    appId && appSecret
      ? jsapiTicketCache({
          source: weChatTicketSource({ apiBase, appId, appSecret }),
          store: app.redis ? redisTicketStore(app.redis, appId) : memoryTicketStore(),
          now: app.now,
        })
      : undefined;
  const siteOrigin = URL.canParse(app.config.siteHost)
    ? new URL(app.config.siteHost).origin
    : undefined;

  app.get(
    "/weChat/share",
    {
      schema: {
        tags,
        summary:
          "JS-SDK signature (appid, timestamp, noncestr, signature) of a page of this portal; 503 without a WeChat account configured",
        querystring: weChatShareQuery,
        response: { 200: envelope(weChatShareConfig) },
      },
    },
    async (request) => {
      // Through URL, so that an explicit default port (host:80) compares equal to none.
      const requestOrigin = new URL(`${request.protocol}://${request.host}`).origin;
      return ok(
        await signShare({
          tickets,
          appId,
          url: request.query.url,
          ownOrigins: siteOrigin ? [requestOrigin, siteOrigin] : [requestOrigin],
          now: app.now(),
        }),
      );
    },
  );
};
