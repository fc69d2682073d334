import { PlusOutlined } from "@ant-design/icons";
import { type FaqItem, formatDate, pagination } from "@portal/shared";
import { Alert, Button, Empty, Input, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { type FaqTableQuery, useDeleteFaq, useFaqTable, useFaqTypes } from "./api.ts";
import { FaqFormDrawer } from "./FaqFormDrawer.tsx";
import { ListOrFailure } from "./ManagementFrame.tsx";

type Filters = Pick<FaqTableQuery, "keyword" | "typeId">;

/** The questions: search by keyword and type, paged table, add, edit and delete. */
export function FaqTable() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  const query = { ...filters, page, pageSize };
  const faqs = useFaqTable(query);
  const types = useFaqTypes();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<{ faq: FaqItem | null; opening: number } | null>(null);
  const open = (faq: FaqItem | null) =>
    setEditing((previous) => ({ faq, opening: (previous?.opening ?? 0) + 1 }));
  const typeList = types.data ?? [];
  const noTypes = types.isSuccess && typeList.length === 0;
  const filtered = filters.keyword !== undefined || filters.typeId !== undefined;

  function filter(next: Filters) {
    setFilters(next);
    setPage(1);
  }

  return (
    <ListOrFailure query={faqs}>
      {noTypes ? (
        <Alert type="info" showIcon title={t("content.faqManagement.faqs.noTypes")} />
      ) : null}
      <div className="content-admin-toolbar">
        <div className="content-admin-filters">
          <Input.Search
            allowClear
            placeholder={t("content.faqManagement.faqs.searchPlaceholder")}
            aria-label={t("content.faqManagement.faqs.searchPlaceholder")}
            enterButton={t("content.faqManagement.faqs.search")}
            onSearch={(text) => filter({ ...filters, keyword: text.trim() || undefined })}
          />
          <Select
            allowClear
            placeholder={t("content.faqManagement.faqs.allTypes")}
            aria-label={t("content.faqManagement.faqs.typeFilter")}
            loading={types.isFetching}
            value={filters.typeId}
            onChange={(typeId: number | undefined) => filter({ ...filters, typeId })}
            options={typeList.map((type) => ({ value: type.id, label: type.name }))}
          />
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={typeList.length === 0}
          onClick={() => open(null)}
        >
          {t("content.faqManagement.faqs.add")}
        </Button>
      </div>
      <Table<FaqItem>
        rowKey="id"
        loading={faqs.isFetching}
        dataSource={faqs.data?.list ?? []}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(
                filtered
                  ? "content.faqManagement.faqs.emptyFiltered"
                  : "content.faqManagement.faqs.empty",
              )}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize,
          total: faqs.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (nextPage, nextPageSize) => {
            setPage(nextPageSize === pageSize ? nextPage : 1);
            setPageSize(nextPageSize);
          },
        }}
        columns={[
          {
            title: t("content.faqManagement.faqs.question"),
            dataIndex: "question",
            render: (question: string) => (
              <span className="content-admin-question">{question}</span>
            ),
          },
          { title: t("content.faqManagement.faqs.type"), dataIndex: "typeName" },
          { title: t("content.faqManagement.faqs.sort"), dataIndex: "sort", width: 80 },
          {
            title: t("content.faqManagement.faqs.status"),
            dataIndex: "status",
            render: (status: FaqItem["status"]) => (
              <Tag color={status === "published" ? "success" : "default"}>
                {t(`content.faqManagement.faqs.statuses.${status}`)}
              </Tag>
            ),
          },
          {
            title: t("content.faqManagement.faqs.updatedAt"),
            dataIndex: "updatedAt",
            render: (time: string) => formatDate(time, "Y-m-d H:i"),
          },
          {
            title: t("content.faqManagement.common.actions"),
            key: "actions",
            render: (_, faq) => (
              <Space size={0}>
                <Button type="link" onClick={() => open(faq)}>
                  {t("content.faqManagement.common.edit")}
                </Button>
                <ConfirmDeleteButton
                  question={t("content.faqManagement.faqs.deleteConfirm", {
                    question: faq.question,
                  })}
                  onDelete={() => remove.mutateAsync(faq.id)}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <FaqFormDrawer
          key={editing.opening}
          faq={editing.faq}
          types={typeList}
          reload={async () =>
            (await faqs.refetch()).data?.list.find((row) => row.id === editing.faq?.id)
          }
          onClosed={() => setEditing(null)}
        />
      ) : null}
    </ListOrFailure>
  );
}
