import { Popconfirm } from "antd";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";

/** Asks the post's author to confirm adopting a reply (it closes the question). */
export function AdoptConfirm({
  open,
  onOpenChange,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      open={open}
      onOpenChange={onOpenChange}
      title={t("forum.replies.adoptTitle")}
      description={t("forum.replies.adoptHint")}
      okText={t("forum.replies.adopt")}
      cancelText={t("forum.replies.cancel")}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
