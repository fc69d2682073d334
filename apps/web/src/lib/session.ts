import { clientStorageKeys } from "@portal/shared";
import { useAppStore } from "./app-store.ts";
import { readCookie, removeCookie, writeCookie } from "./cookies.ts";

const sessionCookieMaxAgeSeconds = 7 * 24 * 60 * 60;

function sessionStorageSafe(action: (storage: Storage) => void): void {
  try {
    action(window.sessionStorage);
  } catch {
    // Storage can be disabled (private mode, policies); the session then lives in the cookie only.
  }
}

/** Why the last session on this page ended: signed out on purpose, or lost (expired, revoked). */
let lastSessionEnd: "signOut" | "lost" | null = null;

/** The session token from its cookie. */
export function currentToken(): string | null {
  return readCookie(clientStorageKeys.tokenCookie);
}

/** Stores a fresh sign-in: token cookie, user id and, for staff, the management marker. */
export function startSession(input: { token: string; userId: number; management?: boolean }): void {
  lastSessionEnd = null;
  writeCookie(clientStorageKeys.tokenCookie, input.token, sessionCookieMaxAgeSeconds);
  sessionStorageSafe((storage) => {
    storage.setItem(clientStorageKeys.userId, String(input.userId));
    storage.removeItem(clientStorageKeys.sessionLost);
    if (input.management) storage.setItem(clientStorageKeys.managementMarker, "1");
  });
  useAppStore.getState().setToken(input.token);
}

/** Forgets the session on this browser: cookie, user id and management marker. */
export function endSession(reason: "signOut" | "lost" = "lost"): void {
  lastSessionEnd = reason;
  removeCookie(clientStorageKeys.tokenCookie);
  sessionStorageSafe((storage) => {
    storage.removeItem(clientStorageKeys.userId);
    storage.removeItem(clientStorageKeys.managementMarker);
  });
  useAppStore.getState().setToken(null);
}

/** After a 511: the server revoked the session; remember to tell the user on the login page. */
export function markSessionLost(): void {
  endSession();
  sessionStorageSafe((storage) => storage.setItem(clientStorageKeys.sessionLost, "1"));
}

/**
 * True after the user signed out on purpose: pages that need a session then go home instead
 * of asking to sign in again.
 */
export function signedOutOnPurpose(): boolean {
  return lastSessionEnd === "signOut";
}

export function wasSessionLost(): boolean {
  try {
    return window.sessionStorage.getItem(clientStorageKeys.sessionLost) === "1";
  } catch {
    return false;
  }
}

export function hasManagementMarker(): boolean {
  try {
    return window.sessionStorage.getItem(clientStorageKeys.managementMarker) !== null;
  } catch {
    return false;
  }
}

/** Drops the management marker only (the user stays signed in on the public site). */
export function clearManagementMarker(): void {
  sessionStorageSafe((storage) => storage.removeItem(clientStorageKeys.managementMarker));
}
