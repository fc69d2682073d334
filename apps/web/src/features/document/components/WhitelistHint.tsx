import { Popover } from "antd";
import { type ReactElement, useState } from "react";
import { useTranslation } from "react-i18next";

/** Whom to ask for a whitelist document, in a popover around the notice's button, open at once. */
export function WhitelistHint({ children }: { children: ReactElement }) {
  const { t } = useTranslation();
  // Loaded by the button's first click: that click asked for the hint, so it opens at once.
  const [open, setOpen] = useState(true);
  return (
    <Popover
      content={<p className="locked-notice-hint">{t("document.locked.whitelistHint")}</p>}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
    >
      {children}
    </Popover>
  );
}
