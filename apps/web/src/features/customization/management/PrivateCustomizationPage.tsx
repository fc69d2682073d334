import { DownloadOutlined } from "@ant-design/icons";
import {
  type CustomizationState,
  type CustomizationSummary,
  customizationStates,
  formatDate,
} from "@portal/shared";
import { Button, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ManagementListPage,
} from "../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../components/management/ManagementTable.tsx";
import { useEditing } from "../../../components/management/use-editing.ts";
import { useListState } from "../../../components/management/use-list-state.ts";
import {
  type CustomizationFilters,
  exportCustomizations,
  useCustomizationAssignees,
  useCustomizationTable,
} from "../api.ts";
import { CustomizationStateTag } from "../components/CustomizationStateTag.tsx";
import { CustomizationDrawer } from "./CustomizationDrawer.tsx";
import "../customization.css";

/**
 * /server/privateCustomization: companies' customization requests by state, keyword and
 * assignee, the most recently changed first; each dealt with in a drawer; the filtered list
 * exported to Excel.
 */
export function PrivateCustomizationPage() {
  const { t } = useTranslation();
  const list = useListState<CustomizationFilters>({});
  const requests = useCustomizationTable({
    ...list.filters,
    page: list.page,
    pageSize: list.pageSize,
  });
  const assignees = useCustomizationAssignees();
  const opened = useEditing<number>();
  const [exporting, setExporting] = useState(false);

  async function exportShown() {
    setExporting(true);
    try {
      await exportCustomizations(list.filters);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setExporting(false);
    }
  }

  const columns: ManagementColumn<CustomizationSummary>[] = [
    { key: "id", title: t("customization.management.id"), width: 72, dataIndex: "id" },
    {
      key: "company",
      title: t("customization.management.company"),
      render: (_, row) => <CutText text={row.company} userContent />,
    },
    {
      key: "contact",
      title: t("customization.management.contact"),
      choosable: "shown",
      render: (_, row) => <CutText text={`${row.contact} ${row.phone}`} userContent />,
    },
    {
      key: "moduleModel",
      title: t("customization.management.moduleModel"),
      width: 110,
      render: (_, row) => <CutText text={row.moduleModel} userContent />,
    },
    {
      key: "quantity",
      title: t("customization.management.quantity"),
      width: 100,
      align: "right",
      choosable: "shown",
      render: (_, row) => row.quantity.toLocaleString(),
    },
    {
      key: "state",
      title: t("customization.management.state"),
      width: 100,
      render: (_, row) => <CustomizationStateTag state={row.state} />,
    },
    {
      key: "assignee",
      title: t("customization.management.assignee"),
      width: 120,
      render: (_, row) =>
        row.assigneeName ? (
          <CutText text={row.assigneeName} userContent />
        ) : (
          <CutText text={t("customization.management.unassigned")} />
        ),
    },
    {
      key: "replies",
      title: t("customization.management.replies"),
      width: 80,
      align: "right",
      choosable: "hidden",
      dataIndex: "replyCount",
    },
    {
      key: "createdAt",
      title: t("customization.management.createdAt"),
      width: 150,
      choosable: "hidden",
      render: (_, row) => formatDate(row.createdAt, "Y-m-d H:i"),
    },
    {
      key: "updatedAt",
      title: t("customization.management.updatedAt"),
      width: 150,
      choosable: "shown",
      render: (_, row) => formatDate(row.updatedAt, "Y-m-d H:i"),
    },
  ];

  return (
    <ManagementListPage
      title={t("customization.management.title")}
      subtitle={t("customization.management.subtitle")}
      actions={
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporting}
          onClick={() => void exportShown()}
        >
          {exporting
            ? t("customization.management.exporting")
            : t("customization.management.export")}
        </Button>
      }
      query={requests}
      filters={
        <FilterBar label={t("customization.management.filters")}>
          <Select<CustomizationState | undefined>
            allowClear
            aria-label={t("customization.management.state")}
            placeholder={t("customization.management.allStates")}
            value={list.filters.state}
            onChange={(state) => list.setFilters({ ...list.filters, state })}
            options={customizationStates.map((state) => ({
              value: state,
              label: t(`customization.states.${state}`),
            }))}
          />
          <Select<number | undefined>
            allowClear
            aria-label={t("customization.management.assignee")}
            placeholder={t("customization.management.allAssignees")}
            loading={assignees.isPending}
            value={list.filters.assigneeId}
            onChange={(assigneeId) => list.setFilters({ ...list.filters, assigneeId })}
            options={(assignees.data ?? []).map((assignee) => ({
              value: assignee.id,
              label: assignee.name,
            }))}
          />
          <KeywordFilter
            label={t("customization.management.search")}
            onSearch={(keyword) => list.setFilters({ ...list.filters, keyword })}
          />
        </FilterBar>
      }
    >
      <ManagementTable<CustomizationSummary>
        table="customization-requests"
        rowKey="id"
        columns={columns}
        {...list.tableOf(requests)}
        emptyText={t(
          list.filtered ? "customization.management.noMatch" : "customization.management.empty",
        )}
        actions={{
          width: 90,
          render: (row) => (
            <Button type="link" size="small" onClick={() => opened.open(row.id)}>
              {t("customization.management.open")}
            </Button>
          ),
        }}
      />
      {opened.editing ? (
        <CustomizationDrawer
          key={opened.editing.key}
          id={opened.editing.target}
          onClosed={opened.close}
        />
      ) : null}
    </ManagementListPage>
  );
}
