import { permissions } from "@portal/shared";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { hasManagementMarker, startSession } from "../../lib/session.ts";

/**
 * Route guard of the management children (/server/*; /server/login and /im are outside it):
 * the management marker lets through; a `token` query parameter is checked with the server
 * and, when it grants management access, becomes this browser's session. Otherwise the
 * staff member goes to /server/login. The server still checks every call.
 */
export async function managementGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token) {
    try {
      // Only a link from the staff's tools carries a token: the account feature's code comes then.
      const { userOfToken } = await import("../../features/account/index.ts");
      const answer = await userOfToken(token, request.signal);
      if (answer.permissions.includes(permissions.managementAccess)) {
        startSession({ token, userId: answer.user.id, management: true });
        // Keep the token out of the address bar and the history.
        url.searchParams.delete("token");
        return redirect(`${url.pathname}${url.search}`);
      }
    } catch {
      // An unknown or expired token is the same as none.
    }
    return redirect("/server/login");
  }
  if (hasManagementMarker()) return null;
  const here = `${url.pathname}${url.search}`;
  return redirect(`/server/login?redirect=${encodeURIComponent(here)}`);
}
