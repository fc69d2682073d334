/** A translatable message: an i18n key and its interpolation values. */
export type StatusMessage = { key: string; values?: Record<string, string | number> };

/** Statuses of the spec's error catalogue (and a few the server also uses) with their own text. */
const knownStatuses = new Set([
  400, 401, 403, 404, 408, 409, 413, 429, 500, 501, 502, 503, 504, 505, 511,
]);

/**
 * The message shown for a failed request when the answer carried no `msg` of its own:
 * the spec's catalogue, else "connection error <code>". Status 0 means the request never
 * got an answer (network down).
 */
export function statusMessage(status: number): StatusMessage {
  if (status === 0) return { key: "http.network" };
  if (knownStatuses.has(status)) return { key: `http.status.${status}` };
  return { key: "http.status.other", values: { code: status } };
}

/** What the client does after a failure, besides showing the message. */
export type FailureAction = "none" | "signIn" | "sessionLost";

export function failureAction(status: number): FailureAction {
  if (status === 401) return "signIn";
  if (status === 511) return "sessionLost";
  return "none";
}
