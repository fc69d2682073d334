import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { consoleSmsProvider, httpSmsProvider, type SmsProvider } from "./sms-provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

/** The provider SMS_PROVIDER names, unless one is given (tests record what is sent). */
export const smsPlugin = fp<{ provider?: SmsProvider | undefined }>(
  async (app: FastifyInstance, options) => {
    const { sms } = app.config;
    app.decorate(
      "sms",
      options.provider ??
        (sms.provider === "http" && sms.httpUrl
          ? httpSmsProvider(sms.httpUrl, sms.httpToken)
          : consoleSmsProvider(sms.outboxFile, app.log)),
    );
  },
  { name: "sms", dependencies: ["config"] },
);
