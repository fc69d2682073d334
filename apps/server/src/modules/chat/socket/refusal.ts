import {
  type ChatAck,
  type ChatError,
  chatEvents,
  describeValidationIssue,
  isValidationMessageKey,
  type Language,
} from "@portal/shared";
import type { z } from "zod";
import type { MessageKey } from "../../../platform/i18n/registry.ts";
import { translate } from "../../../platform/i18n/registry.ts";
import type { PortalSocket } from "../../../platform/socket/socket-plugin.ts";
import { type ChatQuota, quotaRefusal } from "../chat-quotas.ts";
import type { ChatSocket } from "./chat-socket.ts";

export type Acknowledge = (answer: ChatAck) => void;

/** The client's acknowledgement callback, or one that does nothing when it sent none. */
export function acknowledgeOf(candidate: unknown): Acknowledge {
  return typeof candidate === "function" ? (candidate as Acknowledge) : () => {};
}

/** The first problem of a refused event, in the socket's language. */
function problemOf(language: Language, error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return "";
  const field = issue.path.join(".");
  const text = isValidationMessageKey(issue.message)
    ? translate(language, issue.message)
    : describeValidationIssue(language, {
        ...(issue as unknown as Record<string, unknown>),
        code: issue.code,
        given: issue.code !== "invalid_type" || issue.input !== undefined,
        atRoot: issue.path.length === 0,
      });
  return field ? `${field}: ${text}` : text;
}

/** Refuses an event: CHAT_ERROR to the socket, `{ ok: false, msg }` to its acknowledgement. */
export function refuse(
  socket: PortalSocket,
  acknowledge: Acknowledge,
  code: ChatError["code"],
  key: MessageKey,
  params: Record<string, string | number> = {},
  id?: string,
) {
  const msg = translate(socket.data.language, key, params);
  const error: ChatError = id ? { code, msg, id } : { code, msg };
  socket.emit(chatEvents.error, error);
  acknowledge({ ok: false, msg });
}

/** Parses an event's payload, or refuses it with its first problem. */
export function parsed<Schema extends z.ZodType>(
  socket: PortalSocket,
  acknowledge: Acknowledge,
  schema: Schema,
  payload: unknown,
): z.infer<Schema> | undefined {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  refuse(socket, acknowledge, "bad_request", "chat.badEvent", {
    problem: problemOf(socket.data.language, result.error),
  });
  return undefined;
}

/**
 * Counts an event against `limits`; when it went past one, refuses it in that limit's words
 * and answers false.
 */
export async function withinQuotas(
  chat: ChatSocket,
  socket: PortalSocket,
  acknowledge: Acknowledge,
  limits: ChatQuota[],
  id?: string,
): Promise<boolean> {
  const exceeded = await chat.app.quotas.spend(limits);
  if (!exceeded) return true;
  const { key, params } = quotaRefusal(exceeded.quota, Math.ceil(exceeded.retryAfterMs / 1000));
  refuse(socket, acknowledge, "too_many_requests", key, params, id);
  return false;
}
