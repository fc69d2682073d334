import { PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { formatDate, type WhitelistEntryRow, whitelistImportLimits } from "@portal/shared";
import { Button, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import {
  downloadWhitelistImportTemplate,
  useDeleteWhitelistEntry,
  useImportWhitelist,
  useWhitelistEntries,
} from "../../api.ts";
import { KeywordSearch } from "../components/KeywordSearch.tsx";
import { ListFrame } from "../components/ListFrame.tsx";
import { usePagedTable } from "../components/paged-table.ts";
import { SheetImportModal } from "../components/SheetImportModal.tsx";
import { WhitelistFormModal } from "../components/WhitelistFormModal.tsx";
import { WhitelistMembersDrawer } from "../components/WhitelistMembersDrawer.tsx";

/**
 * /server/whitelist: which users, and which members staff linked to companies, may download
 * whitelist-level documents, until when.
 */
export function WhitelistPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string | undefined>();
  const paging = usePagedTable();
  const { page, pageSize } = paging;
  const entries = useWhitelistEntries({ keyword, page, pageSize });
  const remove = useDeleteWhitelistEntry();
  const importWhitelist = useImportWhitelist();
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<{
    entry: WhitelistEntryRow | null;
    opening: number;
  } | null>(null);
  const open = (entry: WhitelistEntryRow | null) =>
    setEditing((previous) => ({ entry, opening: (previous?.opening ?? 0) + 1 }));
  const [membersOf, setMembersOf] = useState<WhitelistEntryRow | null>(null);

  return (
    <ListFrame
      title={t("administration.whitelist.title")}
      subtitle={t("administration.whitelist.subtitle")}
      query={entries}
      actions={
        <Space wrap>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
            {t("administration.whitelist.importOpen")}
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
            {t("administration.whitelist.create")}
          </Button>
        </Space>
      }
    >
      <div className="administration-filters">
        <KeywordSearch
          placeholder={t("administration.whitelist.searchPlaceholder")}
          onSearch={(text) => {
            setKeyword(text);
            paging.restart();
          }}
        />
      </div>
      <Table<WhitelistEntryRow>
        rowKey="id"
        loading={entries.isFetching}
        dataSource={entries.data?.list ?? []}
        scroll={{ x: "max-content" }}
        pagination={paging.settings(entries.data?.total)}
        locale={{ emptyText: t("administration.empty") }}
        columns={[
          {
            title: t("administration.whitelist.kind"),
            key: "kind",
            render: (_, entry) => (
              <Tag color={entry.kind === "company" ? "blue" : undefined}>
                {t(`administration.whitelist.kinds.${entry.kind}`)}
              </Tag>
            ),
          },
          { title: t("administration.users.phone"), dataIndex: "phone" },
          { title: t("administration.users.nickname"), dataIndex: "nickname" },
          { title: t("administration.users.company"), dataIndex: "company" },
          {
            title: t("administration.whitelist.validUntil"),
            key: "validUntil",
            render: (_, entry) => (
              <Space>
                {entry.validUntil
                  ? formatDate(entry.validUntil, "Y-m-d H:i")
                  : t("administration.whitelist.forever")}
                {entry.expired ? <Tag>{t("administration.whitelist.expired")}</Tag> : null}
              </Space>
            ),
          },
          { title: t("administration.whitelist.note"), dataIndex: "note" },
          {
            title: t("administration.actions"),
            key: "actions",
            render: (_, entry) => (
              <Space size={0}>
                {entry.kind === "company" ? (
                  <Button type="link" onClick={() => setMembersOf(entry)}>
                    {t("administration.whitelist.membersOpen", { count: entry.memberCount })}
                  </Button>
                ) : null}
                <Button type="link" onClick={() => open(entry)}>
                  {t("administration.edit")}
                </Button>
                <ConfirmDeleteButton
                  question={
                    entry.kind === "company"
                      ? t("administration.whitelist.deleteCompanyConfirm", {
                          company: entry.company,
                        })
                      : t("administration.whitelist.deleteConfirm", { phone: entry.phone })
                  }
                  onDelete={() => remove.mutateAsync(entry.id)}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <WhitelistFormModal
          key={editing.opening}
          entry={editing.entry}
          onClosed={() => setEditing(null)}
        />
      ) : null}
      {membersOf ? (
        <WhitelistMembersDrawer entry={membersOf} onClosed={() => setMembersOf(null)} />
      ) : null}
      {importing ? (
        <SheetImportModal
          title={t("administration.whitelist.importTitle")}
          hint={t("administration.whitelist.importHint", { max: whitelistImportLimits.maxRows })}
          doneMessage={(count) => t("administration.whitelist.importDone", { count })}
          downloadTemplate={downloadWhitelistImportTemplate}
          importSheet={importWhitelist}
          onClosed={() => setImporting(false)}
        />
      ) : null}
    </ListFrame>
  );
}
