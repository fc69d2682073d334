import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";

/**
 * A row's delete link: asks with `question` first, then deletes and says so. `label` and
 * `doneMessage` name a removal that is no deletion (a member leaving a company).
 */
export function ConfirmDeleteButton({
  question,
  onDelete,
  label,
  doneMessage,
}: {
  question: string;
  onDelete: () => Promise<unknown>;
  label?: string;
  doneMessage?: string;
}) {
  const { t } = useTranslation();
  const action = label ?? t("administration.delete");
  return (
    <Popconfirm
      title={question}
      okText={action}
      cancelText={t("administration.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        await onDelete();
        showSuccess(doneMessage ?? t("administration.deleted"));
      }}
    >
      <Button type="link" danger>
        {action}
      </Button>
    </Popconfirm>
  );
}
