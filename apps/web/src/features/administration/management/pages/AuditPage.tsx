import { type AuditRecord, formatDate, pagination } from "@portal/shared";
import { Input, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuditRecords } from "../../api.ts";
import { ListFrame } from "../components/ListFrame.tsx";

function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  return <pre className="administration-change">{JSON.stringify(value, null, 1)}</pre>;
}

/** /server/audit: every staff change, newest first: who, when, what before and after. */
export function AuditPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  const records = useAuditRecords({ keyword, page, pageSize });

  return (
    <ListFrame
      title={t("administration.audit.title")}
      subtitle={t("administration.audit.subtitle")}
      query={records}
    >
      <div className="administration-filters">
        <Input.Search
          allowClear
          placeholder={t("administration.audit.searchPlaceholder")}
          aria-label={t("administration.search")}
          enterButton={t("administration.search")}
          onSearch={(text) => {
            setKeyword(text.trim() || undefined);
            setPage(1);
          }}
        />
      </div>
      <Table<AuditRecord>
        rowKey="id"
        loading={records.isFetching}
        dataSource={records.data?.list ?? []}
        scroll={{ x: "max-content" }}
        pagination={{
          current: page,
          pageSize,
          total: records.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (nextPage, nextPageSize) => {
            setPage(nextPageSize === pageSize ? nextPage : 1);
            setPageSize(nextPageSize);
          },
        }}
        columns={[
          {
            title: t("administration.audit.at"),
            dataIndex: "at",
            render: (at: string) => formatDate(at, "Y-m-d H:i:s"),
          },
          { title: t("administration.audit.actor"), dataIndex: "actorName" },
          { title: t("administration.audit.action"), dataIndex: "action" },
          {
            title: t("administration.audit.target"),
            key: "target",
            render: (_, record) => `${record.targetType} #${record.targetId ?? ""}`,
          },
          {
            title: t("administration.audit.before"),
            dataIndex: "before",
            render: (value: unknown) => <Change value={value} />,
          },
          {
            title: t("administration.audit.after"),
            dataIndex: "after",
            render: (value: unknown) => <Change value={value} />,
          },
        ]}
      />
    </ListFrame>
  );
}
