import { DeleteOutlined, EditOutlined, EyeOutlined } from "@ant-design/icons";
import type { TextSummary } from "@portal/shared";
import { Button, Popconfirm, Space, theme } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { useDeleteText, useSetTextStatus } from "../api.ts";

/** Edit, publish or unpublish, preview (a new tab), delete (confirmed). */
export function TextRowActions({
  row,
  onEdit,
}: {
  row: TextSummary;
  onEdit: (row: TextSummary) => void;
}) {
  const { t } = useTranslation();
  const setStatus = useSetTextStatus();
  const remove = useDeleteText();
  const { token } = theme.useToken();
  const publishing = row.status === "draft";

  async function toggleStatus() {
    try {
      await setStatus.mutateAsync({ id: row.id, status: publishing ? "published" : "draft" });
      const done = publishing
        ? "content.management.actions.published"
        : "content.management.actions.unpublished";
      showSuccess(t(done, { title: row.title }));
    } catch {
      // The http client has shown why.
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(row.id);
      showSuccess(t("content.management.actions.deleted", { title: row.title }));
    } catch {
      // The http client has shown why.
    }
  }

  return (
    <Space size={0} className="text-admin-actions">
      <Button
        type="link"
        size="small"
        icon={<EditOutlined aria-hidden />}
        onClick={() => onEdit(row)}
      >
        {t("content.management.actions.edit")}
      </Button>
      <Button
        type="link"
        size="small"
        loading={setStatus.isPending}
        onClick={() => void toggleStatus()}
      >
        {publishing
          ? t("content.management.actions.publish")
          : t("content.management.actions.unpublish")}
      </Button>
      <Button
        type="link"
        size="small"
        icon={<EyeOutlined aria-hidden />}
        href={`#/preview/${row.id}`}
        target="_blank"
        rel="noopener"
      >
        {t("content.management.actions.preview")}
      </Button>
      <Popconfirm
        title={t("content.management.actions.deleteTitle", { title: row.title })}
        description={t("content.management.actions.deleteContent")}
        okText={t("content.management.actions.delete")}
        cancelText={t("common.cancel")}
        okButtonProps={{ danger: true }}
        onConfirm={confirmDelete}
      >
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={remove.isPending}
          // The lighter hover red (kept while the confirmation is open) falls below 4.5:1.
          style={{ color: token.colorError }}
        >
          {t("content.management.actions.delete")}
        </Button>
      </Popconfirm>
    </Space>
  );
}
