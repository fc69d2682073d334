const visitorKeyStorage = "portal.survey.visitorKey";

/**
 * A random key of the shape the server takes: 32 hex digits from `getRandomValues`, which (unlike
 * `randomUUID`) a page served over plain HTTP has too.
 */
export function randomClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The key that names this browser as an anonymous respondent, made once and kept in
 * localStorage (see decisions: no cookie; a member is known by the session instead). Null when
 * the browser keeps nothing (storage refused), so the page can ask to sign in instead.
 */
export function visitorKey(): string | null {
  try {
    const kept = localStorage.getItem(visitorKeyStorage);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const fresh = randomClientKey();
    localStorage.setItem(visitorKeyStorage, fresh);
    return fresh;
  } catch {
    return null;
  }
}
