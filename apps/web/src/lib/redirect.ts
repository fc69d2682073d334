/** Where a sign-in goes when no usable redirect was given. */
const defaultRedirect = "/home";

/**
 * Keeps a `redirect` query value only when it is a path of this site: it must start with
 * one "/" (not "//" nor "/\", which browsers read as another host), hold no control
 * characters and not lead back to a sign-in page. Anything else gives /home.
 */
export function sanitizeRedirect(value: unknown, fallback: string = defaultRedirect): string {
  if (typeof value !== "string") return fallback;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path) || path.includes("\\")) return fallback;
  const pathname = path.split(/[?#]/)[0] ?? "";
  if (pathname === "/login" || pathname === "/server/login") return fallback;
  return path;
}

/** The sign-in page for a path: the management login for /server/*, else the user login. */
export function loginPathFor(currentPath: string): string {
  const target = sanitizeRedirect(currentPath, "");
  const page = currentPath.startsWith("/server/") ? "/server/login" : "/login";
  return target ? `${page}?redirect=${encodeURIComponent(target)}` : page;
}
