/** An answer index.html's early script asked for before the app's code arrived. */
type EarlyAnswer = {
  /** The Accept-Language and Authorization it was asked with (null: no session). */
  language: string;
  authorization: string | null;
  /** Null when the request failed. */
  answer: Promise<{ status: number; text: string } | null>;
};

declare global {
  interface Window {
    /** Filled by index.html's early script, by the URL asked; each is taken at most once. */
    portalEarlyAnswers?: Record<string, EarlyAnswer | undefined>;
  }
}

/**
 * The answer index.html already asked for this GET, when it was asked with the same headers the
 * client would send now; taken once (a later read of the same URL is a fresh request). Null
 * when there is none or it failed, so the caller fetches as usual.
 */
export async function takeEarlyAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string } | null> {
  // Unit tests run the client outside a browser.
  const answers = typeof window === "undefined" ? undefined : window.portalEarlyAnswers;
  const early = answers?.[url];
  if (!answers || !early) return null;
  answers[url] = undefined;
  if (
    early.language !== headers["Accept-Language"] ||
    early.authorization !== (headers.Authorization ?? null)
  ) {
    return null;
  }
  return early.answer;
}
