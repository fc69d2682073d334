import { Popconfirm } from "antd";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../lib/feedback.ts";
import { useDeleteComment } from "../api.ts";

/** Deletes the reader's own comment once confirmed. */
export function DeleteCommentConfirm({
  id,
  textId,
  open,
  onOpenChange,
  children,
}: {
  id: number;
  textId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const remove = useDeleteComment();
  return (
    <Popconfirm
      open={open}
      onOpenChange={onOpenChange}
      title={t("content.comments.deleteConfirm")}
      onConfirm={() =>
        remove.mutateAsync({ id, textId }).then(() => {
          showSuccess(t("content.comments.deleted"));
        })
      }
    >
      {children}
    </Popconfirm>
  );
}
