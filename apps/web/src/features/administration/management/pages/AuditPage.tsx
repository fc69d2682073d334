import { type AuditRecord, formatDate } from "@portal/shared";
import { Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuditRecords } from "../../api.ts";
import { KeywordSearch } from "../components/KeywordSearch.tsx";
import { ListFrame } from "../components/ListFrame.tsx";
import { usePagedTable } from "../components/paged-table.ts";

function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  return <pre className="administration-change">{JSON.stringify(value, null, 1)}</pre>;
}

/** /server/audit: every staff change, newest first: who, when, what before and after. */
export function AuditPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string | undefined>();
  const paging = usePagedTable();
  const { page, pageSize } = paging;
  const records = useAuditRecords({ keyword, page, pageSize });

  return (
    <ListFrame
      title={t("administration.audit.title")}
      subtitle={t("administration.audit.subtitle")}
      query={records}
    >
      <div className="administration-filters">
        <KeywordSearch
          placeholder={t("administration.audit.searchPlaceholder")}
          onSearch={(text) => {
            setKeyword(text);
            paging.restart();
          }}
        />
      </div>
      <Table<AuditRecord>
        rowKey="id"
        loading={records.isFetching}
        dataSource={records.data?.list ?? []}
        scroll={{ x: "max-content" }}
        pagination={paging.settings(records.data?.total)}
        columns={[
          {
            title: t("administration.audit.at"),
            dataIndex: "at",
            render: (at: string) => formatDate(at, "Y-m-d H:i:s"),
          },
          { title: t("administration.audit.actor"), dataIndex: "actorName" },
          {
            title: t("administration.audit.action"),
            dataIndex: "action",
            // An action without a label yet (a later module's) shows as recorded.
            render: (action: string) =>
              t(`administration.audit.actions.${action}`, { defaultValue: action }),
          },
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
