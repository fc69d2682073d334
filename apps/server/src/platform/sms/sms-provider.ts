import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { VerificationPurpose } from "@portal/shared";
import type { FastifyBaseLogger } from "fastify";

export type SmsMessage = { phone: string; code: string; purpose: VerificationPurpose };

/** Sends verification codes; which provider runs is a matter of configuration. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Appends one JSON line per message to the outbox file, for development and tests. */
export function consoleSmsProvider(outboxFile: string, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(message) {
      const line = { ...message, at: new Date().toISOString() };
      await mkdir(path.dirname(outboxFile), { recursive: true });
      await appendFile(outboxFile, `${JSON.stringify(line)}\n`);
      log.info(
        { sms: { phone: message.phone, purpose: message.purpose } },
        "sms written to outbox",
      );
    },
  };
}

/** POSTs `{phone, code, purpose}` as JSON to a gateway; any non-2xx answer is a failure. */
export function httpSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
