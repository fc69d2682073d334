import { Button } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useAppStore } from "../../lib/app-store.ts";
import "./user-menu.css";

// A first visit is a visitor's: the member's dropdown, avatar and sign-out load once signed in.
const SignedInUserMenu = lazy(() =>
  import("./SignedInUserMenu.tsx").then((module) => ({ default: module.SignedInUserMenu })),
);

/** The sign-in link with the page to come back to. */
export function useSignInPath(): string {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const keep = !["/login", "/register", "/resetpwd", "/home"].includes(location.pathname);
  return keep ? `/login?redirect=${encodeURIComponent(here)}` : "/login";
}

/** Header corner: sign-in/register for visitors, the user's menu once signed in. */
export function UserMenu() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  const signInPath = useSignInPath();

  if (!token) {
    return (
      <div className="user-menu-visitor">
        <div>
          <Link to={signInPath}>
            <Button type="text">{t("common.signIn")}</Button>
          </Link>
        </div>
        <div>
          <Link to="/register">
            <Button type="primary">{t("common.register")}</Button>
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Suspense fallback={<span className="user-menu-placeholder" />}>
      <SignedInUserMenu />
    </Suspense>
  );
}
