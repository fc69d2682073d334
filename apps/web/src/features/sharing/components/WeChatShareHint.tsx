import { Popover } from "antd";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";

/** Where WeChat's own share menu is, in a popover over the share button. */
export function WeChatShareHint({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={onOpenChange}
      content={t("sharing.weChatHint")}
    >
      {children}
    </Popover>
  );
}
