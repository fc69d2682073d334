import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type MailProvider, outboxMailProvider } from "./mail-provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    mail: MailProvider;
  }
}

/** The outbox file under DATA_DIR, unless a provider is given (another transport, a test's). */
export const mailPlugin = fp<{ provider?: MailProvider | undefined }>(
  async (app: FastifyInstance, options) => {
    app.decorate(
      "mail",
      options.provider ?? outboxMailProvider(app.config.mail.outboxFile, app.log),
    );
  },
  { name: "mail", dependencies: ["config"] },
);
