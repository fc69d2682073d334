import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";

/** A row's delete link: asks with `question` first, then deletes and says so. */
export function ConfirmDeleteButton({
  question,
  onDelete,
}: {
  question: string;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question}
      okText={t("administration.delete")}
      cancelText={t("administration.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        await onDelete();
        showSuccess(t("administration.deleted"));
      }}
    >
      <Button type="link" danger>
        {t("administration.delete")}
      </Button>
    </Popconfirm>
  );
}
