import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import type { ProductAdminRow } from "@portal/shared";
import { Button, Popconfirm, Space, theme } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { useRemoveProduct, useUpdateProductStatus } from "../api.ts";

/** Edit, publish or unpublish, delete (confirmed; the server refuses while children remain). */
export function ProductRowActions({
  row,
  onEdit,
}: {
  row: ProductAdminRow;
  onEdit: (row: ProductAdminRow) => void;
}) {
  const { t } = useTranslation();
  const updateStatus = useUpdateProductStatus();
  const remove = useRemoveProduct();
  const { token } = theme.useToken();
  const publishing = row.status === "draft";

  async function toggleStatus() {
    try {
      await updateStatus.mutateAsync({ id: row.id, status: publishing ? "published" : "draft" });
      const done = publishing
        ? "product.management.actions.published"
        : "product.management.actions.unpublished";
      showSuccess(t(done, { model: row.model }));
    } catch {
      // The http client has shown why.
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(row.id);
      showSuccess(t("product.management.actions.deleted", { model: row.model }));
    } catch {
      // The http client has shown why (a 409 names the children or documents left).
    }
  }

  return (
    <Space size={0} className="product-row-actions">
      <Button
        type="link"
        size="small"
        icon={<EditOutlined aria-hidden />}
        onClick={() => onEdit(row)}
      >
        {t("product.management.actions.edit")}
      </Button>
      <Button
        type="link"
        size="small"
        loading={updateStatus.isPending}
        onClick={() => void toggleStatus()}
      >
        {publishing
          ? t("product.management.actions.publish")
          : t("product.management.actions.unpublish")}
      </Button>
      <Popconfirm
        title={t("product.management.actions.deleteTitle", { model: row.model })}
        description={t("product.management.actions.deleteContent")}
        okText={t("product.management.actions.delete")}
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
          {t("product.management.actions.delete")}
        </Button>
      </Popconfirm>
    </Space>
  );
}
