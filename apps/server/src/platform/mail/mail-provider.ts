import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";

export type MailMessage = { to: string; subject: string; text: string };

/** Sends e-mail; which provider runs is a matter of configuration. */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

/**
 * Appends one JSON line per message to the outbox file: the portal's default, since a portal on
 * a LAN often has no mail server, and what development and tests read.
 */
export function outboxMailProvider(outboxFile: string, log: FastifyBaseLogger): MailProvider {
  return {
    async send(message) {
      const line = { ...message, at: new Date().toISOString() };
      await mkdir(path.dirname(outboxFile), { recursive: true });
      await appendFile(outboxFile, `${JSON.stringify(line)}\n`);
      log.info({ mail: { subject: message.subject } }, "mail written to outbox");
    },
  };
}
