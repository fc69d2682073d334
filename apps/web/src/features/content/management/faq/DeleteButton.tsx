import { Button, Popconfirm, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";

/**
 * A row's delete button: asks `question` first, then deletes and says so. `blocked` (a reason)
 * disables it, as when a type still holds questions; the server refuses such a delete anyway.
 */
export function DeleteButton({
  question,
  onDelete,
  blocked,
  label,
}: {
  question: string;
  onDelete: () => Promise<unknown>;
  blocked?: string | undefined;
  /** The accessible name when several rows each have one ("Delete «name»"). */
  label?: string;
}) {
  const { t } = useTranslation();
  const text = t("content.faqManagement.common.delete");
  if (blocked) {
    return (
      <Tooltip title={blocked}>
        <Button type="link" danger disabled aria-label={label}>
          {text}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={question}
      okText={text}
      cancelText={t("content.faqManagement.common.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        await onDelete();
        showSuccess(t("content.faqManagement.common.deleted"));
      }}
    >
      <Button type="link" danger aria-label={label}>
        {text}
      </Button>
    </Popconfirm>
  );
}
