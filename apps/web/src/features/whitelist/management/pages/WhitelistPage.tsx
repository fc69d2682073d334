import { TeamOutlined, UploadOutlined } from "@ant-design/icons";
import { formatDate, type WhitelistEntryRow, whitelistImportLimits } from "@portal/shared";
import { Button, Space, Tag } from "antd";
import { useState } from "react";
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
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { SheetImportModal } from "../../../users/index.ts";
import {
  downloadWhitelistImportTemplate,
  useDeleteWhitelistEntry,
  useImportWhitelist,
  useWhitelistEntries,
} from "../../api.ts";
import { WhitelistFormModal } from "../components/WhitelistFormModal.tsx";
import { WhitelistMembersDrawer } from "../components/WhitelistMembersDrawer.tsx";

/**
 * /server/whitelist: which users, and which members staff linked to companies, may download
 * whitelist-level documents, until when.
 */
export function WhitelistPage() {
  const { t } = useTranslation();
  const listState = useListState<{ keyword?: string }>({});
  const entries = useWhitelistEntries({
    ...listState.filters,
    page: listState.page,
    pageSize: listState.pageSize,
  });
  const remove = useDeleteWhitelistEntry();
  const importWhitelist = useImportWhitelist();
  const [importing, setImporting] = useState(false);
  const { editing, open, close } = useEditing<WhitelistEntryRow | null>();
  const [membersOf, setMembersOf] = useState<WhitelistEntryRow | null>(null);

  const columns: ManagementColumn<WhitelistEntryRow>[] = [
    {
      key: "kind",
      title: t("whitelist.kind"),
      width: 90,
      render: (_, entry) => (
        <Tag color={entry.kind === "company" ? "blue" : undefined}>
          {t(`whitelist.kinds.${entry.kind}`)}
        </Tag>
      ),
    },
    {
      key: "phone",
      title: t("whitelist.phone"),
      width: 130,
      render: (_, entry) => <CutText text={entry.phone} />,
    },
    {
      key: "nickname",
      title: t("whitelist.nickname"),
      render: (_, entry) => <CutText text={entry.nickname} userContent />,
    },
    {
      key: "company",
      title: t("whitelist.company"),
      render: (_, entry) => <CutText text={entry.company} userContent />,
    },
    {
      key: "validUntil",
      title: t("whitelist.validUntil"),
      width: 200,
      render: (_, entry) => (
        <Space size={4}>
          <span className="management-nowrap">
            {entry.validUntil ? formatDate(entry.validUntil, "Y-m-d H:i") : t("whitelist.forever")}
          </span>
          {entry.expired ? <Tag>{t("whitelist.expired")}</Tag> : null}
        </Space>
      ),
    },
    {
      key: "note",
      title: t("whitelist.note"),
      render: (_, entry) => <CutText text={entry.note} userContent />,
    },
  ];

  return (
    <ManagementListPage
      title={t("whitelist.title")}
      subtitle={t("whitelist.subtitle")}
      create={{ label: t("whitelist.create"), onCreate: () => open(null) }}
      actions={
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
          {t("whitelist.importOpen")}
        </Button>
      }
      query={entries}
      filters={
        <FilterBar label={t("whitelist.filters")}>
          <KeywordFilter
            label={t("whitelist.searchPlaceholder")}
            onSearch={(keyword) => listState.setFilters({ keyword: keyword })}
          />
        </FilterBar>
      }
    >
      <ManagementTable<WhitelistEntryRow>
        table="whitelist"
        rowKey="id"
        columns={columns}
        {...listState.tableOf(entries)}
        actions={{
          width: 270,
          render: (entry) => (
            <Space size={0}>
              {entry.kind === "company" ? (
                <Button
                  type="link"
                  size="small"
                  icon={<TeamOutlined aria-hidden />}
                  onClick={() => setMembersOf(entry)}
                >
                  {t("whitelist.membersOpen", { count: entry.memberCount })}
                </Button>
              ) : null}
              <RowActions
                onEdit={() => open(entry)}
                removal={{
                  question:
                    entry.kind === "company"
                      ? t("whitelist.deleteCompanyConfirm", { company: entry.company })
                      : t("whitelist.deleteConfirm", { phone: entry.phone }),
                  doneMessage: t("common.management.deleted"),
                  remove: () => remove.mutateAsync(entry.id),
                }}
              />
            </Space>
          ),
        }}
      />
      {editing ? (
        <WhitelistFormModal key={editing.key} entry={editing.target} onClosed={close} />
      ) : null}
      {membersOf ? (
        <WhitelistMembersDrawer entry={membersOf} onClosed={() => setMembersOf(null)} />
      ) : null}
      {importing ? (
        <SheetImportModal
          title={t("whitelist.importTitle")}
          hint={t("whitelist.importHint", { max: whitelistImportLimits.maxRows })}
          doneMessage={(count) => t("whitelist.importDone", { count })}
          downloadTemplate={downloadWhitelistImportTemplate}
          importSheet={importWhitelist}
          onClosed={() => setImporting(false)}
        />
      ) : null}
    </ManagementListPage>
  );
}
