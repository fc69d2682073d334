import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from "@ant-design/icons";
import type { FaqType } from "@portal/shared";
import { Button, Empty, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { showSuccess } from "../../../../lib/feedback.ts";
import { useDeleteFaqType, useFaqTypes, useSortFaqTypes } from "./api.ts";
import { FaqTypeModal } from "./FaqTypeModal.tsx";
import { ListOrFailure } from "./ManagementFrame.tsx";
import { movedIds } from "./moved-ids.ts";

/** The question types in their order: add, rename, move up or down, delete an empty one. */
export function FaqTypePanel() {
  const { t } = useTranslation();
  const types = useFaqTypes();
  const sort = useSortFaqTypes();
  const remove = useDeleteFaqType();
  const [editing, setEditing] = useState<{ type: FaqType | null; opening: number } | null>(null);
  const open = (type: FaqType | null) =>
    setEditing((previous) => ({ type, opening: (previous?.opening ?? 0) + 1 }));
  const rows = types.data ?? [];

  async function move(index: number, offset: -1 | 1) {
    await sort.mutateAsync(movedIds(rows, index, offset));
    showSuccess(t("content.faqManagement.types.reordered"));
  }

  return (
    <ListOrFailure query={types}>
      <div className="content-admin-toolbar">
        <span />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
          {t("content.faqManagement.types.add")}
        </Button>
      </div>
      <Table<FaqType>
        rowKey="id"
        loading={types.isFetching || sort.isPending}
        dataSource={rows}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t("content.faqManagement.types.empty")}
            />
          ),
        }}
        columns={[
          {
            title: t("content.faqManagement.types.order"),
            key: "order",
            width: 110,
            render: (_, type, index) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={index === 0 || sort.isPending}
                  aria-label={t("content.faqManagement.types.moveUp", { name: type.name })}
                  onClick={() => void move(index, -1)}
                />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={index === rows.length - 1 || sort.isPending}
                  aria-label={t("content.faqManagement.types.moveDown", { name: type.name })}
                  onClick={() => void move(index, 1)}
                />
              </Space>
            ),
          },
          { title: t("content.faqManagement.types.name"), dataIndex: "name" },
          { title: t("content.faqManagement.types.count"), dataIndex: "faqCount", width: 120 },
          {
            title: t("content.faqManagement.common.actions"),
            key: "actions",
            render: (_, type) => (
              <Space size={0}>
                <Button type="link" onClick={() => open(type)}>
                  {t("content.faqManagement.common.edit")}
                </Button>
                <ConfirmDeleteButton
                  question={t("content.faqManagement.types.deleteConfirm", { name: type.name })}
                  blocked={
                    type.faqCount > 0
                      ? t("content.faqManagement.types.notEmpty", { count: type.faqCount })
                      : undefined
                  }
                  onDelete={() => remove.mutateAsync(type.id)}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <FaqTypeModal
          key={editing.opening}
          type={editing.type}
          nextSort={rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.sort)) + 1}
          onClosed={() => setEditing(null)}
        />
      ) : null}
    </ListOrFailure>
  );
}
