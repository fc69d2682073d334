import { Navigate, Outlet, useLocation } from "react-router";
import { useAppStore } from "../../lib/app-store.ts";
import { loginPathFor } from "../../lib/redirect.ts";
import { signedOutOnPurpose, wasSessionLost } from "../../lib/session.ts";

/** Pages of a signed-in user: without a session, sign in first and come back. */
export function RequireSignIn() {
  const token = useAppStore((state) => state.token);
  const location = useLocation();
  if (!token) {
    if (signedOutOnPurpose()) return <Navigate to="/home" replace />;
    const target = wasSessionLost()
      ? "/login?isLose=1"
      : loginPathFor(`${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
