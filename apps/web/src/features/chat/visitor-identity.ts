import { randomId } from "./chat-socket.ts";

const storageKey = "portal_chat_visitor";

export type VisitorIdentity = { id: string; number: string };

/**
 * The anonymous visitor's id and display number, kept in this browser so a visitor who comes
 * back continues its conversation.
 */
export function visitorIdentity(): VisitorIdentity {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey) ?? "null") as VisitorIdentity | null;
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept.id) && /^\d{4}$/.test(kept.number)) return kept;
  } catch {
    // Unreadable or unavailable storage: a fresh identity for this page.
  }
  const fresh = {
    id: randomId(),
    number: String(1000 + ((crypto.getRandomValues(new Uint16Array(1))[0] ?? 0) % 9000)),
  };
  try {
    localStorage.setItem(storageKey, JSON.stringify(fresh));
  } catch {
    // The identity then lives for this page only.
  }
  return fresh;
}
