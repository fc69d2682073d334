import { type AuditRecord, formatDate } from "@portal/shared";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ManagementListPage,
} from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { useAuditRecords } from "../../api.ts";
import "./audit-page.css";

/** A stored value as the change recorded it: indented JSON, scrolled within its cell. */
function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <pre className="audit-change" data-user-content>
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

/** /server/audit: every staff change, newest first: who, when, what before and after. */
export function AuditPage() {
  const { t } = useTranslation();
  const listState = useListState<{ keyword?: string }>({});
  const records = useAuditRecords({
    ...listState.filters,
    page: listState.page,
    pageSize: listState.pageSize,
  });

  const columns: ManagementColumn<AuditRecord>[] = [
    {
      key: "at",
      title: t("audit.at"),
      width: 170,
      render: (_, record) => (
        <span className="management-nowrap">{formatDate(record.at, "Y-m-d H:i:s")}</span>
      ),
    },
    {
      key: "actor",
      title: t("audit.actor"),
      width: 130,
      render: (_, record) => <CutText text={record.actorName} userContent />,
    },
    {
      key: "action",
      title: t("audit.action"),
      width: 180,
      // An action without a label yet (a later module's) shows as recorded.
      render: (_, record) => (
        <CutText text={t(`audit.actions.${record.action}`, { defaultValue: record.action })} />
      ),
    },
    {
      key: "target",
      title: t("audit.target"),
      width: 120,
      render: (_, record) => <CutText text={`${record.targetType} #${record.targetId ?? ""}`} />,
    },
    {
      key: "before",
      title: t("audit.before"),
      render: (_, record) => <Change value={record.before} />,
    },
    {
      key: "after",
      title: t("audit.after"),
      render: (_, record) => <Change value={record.after} />,
    },
  ];

  return (
    <ManagementListPage
      title={t("audit.title")}
      subtitle={t("audit.subtitle")}
      query={records}
      filters={
        <FilterBar label={t("audit.filters")}>
          <KeywordFilter
            label={t("audit.searchPlaceholder")}
            onSearch={(keyword) => listState.setFilters({ keyword: keyword })}
          />
        </FilterBar>
      }
    >
      <ManagementTable<AuditRecord>
        table="audit"
        rowKey="id"
        columns={columns}
        {...listState.tableOf(records)}
      />
    </ManagementListPage>
  );
}
