import type { ValidationMessageKey } from "@portal/shared";
import type { MessageKey } from "../i18n/registry.ts";

/** What went wrong, independent of HTTP; `statusOf` maps it to a status. */
export const errorCodes = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  /** A download asked for bytes past the end of the file (a finished download resumed). */
  range_not_satisfiable: 416,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
  /** A feature this installation has not been given the settings for (a 503 not worth a log). */
  not_configured: 503,
  overloaded: 503,
  session_lost: 511,
} as const;
export type ErrorCode = keyof typeof errorCodes;

export function statusOf(code: ErrorCode): number {
  return errorCodes[code];
}

/**
 * A save from an edit version another save has already passed: 409 with the version the record
 * has now, so the form can offer to reload. Every versioned staff edit refuses with this one.
 */
export function staleRecord(currentVersion: number): AppError {
  return new AppError("conflict", "error.staleRecord", { data: { currentVersion } });
}

/** The one error type services throw; the message is a translation key. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey | ValidationMessageKey = `error.${code}` as MessageKey,
    readonly options: {
      params?: Record<string, string | number>;
      data?: unknown;
      /** The underlying failure, logged with the request but never shown. */
      cause?: unknown;
      /** Input fields the failure belongs to: answered as `data: [{field, message}]`. */
      fields?: readonly { field: string; messageKey: MessageKey | ValidationMessageKey }[];
    } = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = "AppError";
  }
}
