import { DeleteOutlined } from "@ant-design/icons";
import { Button, Popconfirm, Tooltip, theme } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../lib/feedback.ts";

/**
 * The one delete of a management row: asks `question` (and `description`) first, then deletes
 * and says so (`doneMessage`, or "Deleted"). A failed delete says nothing more: the HTTP client
 * has shown why. `blocked` (a reason) disables it, as when a type still holds questions; the
 * server refuses such a delete anyway. `label` names a removal that is no deletion (a member
 * leaving a company); `ariaLabel` tells rows apart ("Delete «name»").
 */
export function ConfirmDeleteButton({
  question,
  description,
  onDelete,
  doneMessage,
  label,
  ariaLabel,
  blocked,
  withIcon = false,
}: {
  question: string;
  description?: string;
  onDelete: () => Promise<unknown>;
  doneMessage?: string;
  label?: string;
  ariaLabel?: string;
  blocked?: string | undefined;
  withIcon?: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [deleting, setDeleting] = useState(false);
  const action = label ?? t("common.management.delete");
  const button = (
    <Button
      type="link"
      size="small"
      danger
      disabled={Boolean(blocked)}
      loading={deleting}
      aria-label={ariaLabel}
      icon={withIcon ? <DeleteOutlined aria-hidden /> : undefined}
      // The lighter hover red (kept while the confirmation is open) falls below 4.5:1.
      style={blocked ? undefined : { color: token.colorError }}
    >
      {action}
    </Button>
  );
  if (blocked) return <Tooltip title={blocked}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={question}
      description={description}
      okText={action}
      cancelText={t("common.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        setDeleting(true);
        try {
          await onDelete();
          showSuccess(doneMessage ?? t("common.management.deleted"));
        } catch {
          // The HTTP client has shown why.
        } finally {
          setDeleting(false);
        }
      }}
    >
      {button}
    </Popconfirm>
  );
}
