import { LockOutlined } from "@ant-design/icons";
import { Button, Popover } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPathFor } from "../../../lib/redirect.ts";
import type { LockReason } from "../document-access.ts";
import "./locked-notice.css";

/**
 * Says why a document cannot be downloaded: a visitor gets a sign-in link that comes back to
 * this very search; a signed-in user who is not on the whitelist learns whom to ask.
 */
export function LockedNotice({ reason }: { reason: LockReason }) {
  const { t } = useTranslation();
  const location = useLocation();
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
  return (
    <Popover
      content={<p className="locked-notice-hint">{t("document.locked.whitelistHint")}</p>}
      trigger="click"
    >
      <Button
        type="link"
        size="small"
        icon={<LockOutlined aria-hidden />}
        className="locked-notice"
      >
        {t("document.locked.whitelist")}
      </Button>
    </Popover>
  );
}
