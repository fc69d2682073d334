import { LockOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPathFor } from "../../../lib/redirect.ts";
import type { LockReason } from "../document-access.ts";
import "./locked-notice.css";

const loadWhitelistHint = () => import("./WhitelistHint.tsx");

// The popover (Ant Design's Popover and its trigger library) loads when the button is first
// pointed at or used: few readers see a whitelist document, fewer open its hint.
const WhitelistHint = lazy(() =>
  loadWhitelistHint().then((module) => ({ default: module.WhitelistHint })),
);

/**
 * Says why a document cannot be downloaded: a visitor gets a sign-in link that comes back to
 * this very search; a signed-in user who is not on the whitelist learns whom to ask.
 */
export function LockedNotice({ reason }: { reason: LockReason }) {
  const { t } = useTranslation();
  const location = useLocation();
  // How the hint was asked for: a key press keeps the focus on the button that the popover's
  // own copy replaces.
  const [hintWanted, setHintWanted] = useState<false | "pointer" | "keyboard">(false);
  if (reason === "signIn") {
    return (
      <span>
        <LockOutlined aria-hidden />{" "}
        <Link
          to={loginPathFor(`${location.pathname}${location.search}`)}
          className="locked-notice-link"
        >
          {t("document.locked.signIn")}
        </Link>
      </span>
    );
  }
  const button = (
    <Button
      type="link"
      size="small"
      icon={<LockOutlined aria-hidden />}
      className="locked-notice"
      onPointerEnter={() => void loadWhitelistHint()}
      onFocus={() => void loadWhitelistHint()}
      // Back on the same button, drawn anew inside the popover.
      autoFocus={hintWanted === "keyboard"}
      onClick={(event) => {
        if (!hintWanted) setHintWanted(event.detail === 0 ? "keyboard" : "pointer");
      }}
    >
      {t("document.locked.whitelist")}
    </Button>
  );
  if (!hintWanted) return button;
  return (
    <Suspense fallback={button}>
      <WhitelistHint>{button}</WhitelistHint>
    </Suspense>
  );
}
