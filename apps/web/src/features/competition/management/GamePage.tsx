import { DownloadOutlined } from "@ant-design/icons";
import { type CompetitionEntry, type CompetitionState, competitionStates } from "@portal/shared";
import { Button, Popconfirm, Select, Space } from "antd";
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
import { useListState } from "../../../components/management/use-list-state.ts";
import { useAppStore } from "../../../lib/app-store.ts";
import { showSuccess } from "../../../lib/feedback.ts";
import {
  type CompetitionFilters,
  exportCompetitionEntries,
  useCompetitionTable,
  useOperateEntry,
} from "../api.ts";
import { StateTag } from "../components/StateTag.tsx";
import { EntryDrawer } from "./EntryDrawer.tsx";
import { ModifyModal } from "./ModifyModal.tsx";
import { RejectModal } from "./RejectModal.tsx";

/**
 * /server/game: the teams' entries, the latest change first, by state and keyword; staff see
 * one whole, accept or reject a submitted one, correct a field of one not accepted, and export
 * the filtered list to Excel. Needs `application:manage`.
 */
export function GamePage() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const list = useListState<CompetitionFilters>({});
  const entries = useCompetitionTable({
    ...list.filters,
    page: list.page,
    pageSize: list.pageSize,
  });
  const operate = useOperateEntry();
  const [viewing, setViewing] = useState<CompetitionEntry | null>(null);
  const [rejecting, setRejecting] = useState<CompetitionEntry | null>(null);
  const [modifying, setModifying] = useState<CompetitionEntry | null>(null);
  const [exporting, setExporting] = useState(false);

  async function accept(entry: CompetitionEntry) {
    try {
      await operate.mutateAsync({ id: entry.id, action: "accept" });
      showSuccess(t("competition.management.accepted"));
    } catch {
      // The HTTP client has shown why (409 when decided meanwhile); the list is refreshed.
    }
  }

  async function exportList() {
    setExporting(true);
    try {
      const name = await exportCompetitionEntries(list.filters);
      showSuccess(t("competition.management.exported", { name }));
    } catch {
      // The HTTP client has shown why.
    } finally {
      setExporting(false);
    }
  }

  const columns: ManagementColumn<CompetitionEntry>[] = [
    {
      key: "teamName",
      title: t("competition.fields.teamName"),
      render: (_, entry) => <CutText text={entry.teamName} userContent />,
    },
    {
      key: "projectName",
      title: t("competition.fields.projectName"),
      render: (_, entry) => <CutText text={entry.projectName} userContent />,
    },
    {
      key: "moduleModel",
      title: t("competition.fields.moduleModel"),
      width: 120,
      render: (_, entry) => <CutText text={entry.moduleModel} userContent />,
    },
    {
      key: "contact",
      title: t("competition.management.contact"),
      choosable: "shown",
      render: (_, entry) => (
        <CutText
          text={[entry.contact?.nickname, entry.contact?.phone].filter(Boolean).join(" · ")}
          userContent
        />
      ),
    },
    {
      key: "state",
      title: t("competition.management.state"),
      width: 100,
      render: (_, entry) => <StateTag state={entry.state} />,
    },
    {
      key: "updatedAt",
      title: t("competition.management.updatedAt"),
      width: 180,
      choosable: "shown",
      render: (_, entry) => new Date(entry.updatedAt).toLocaleString(language),
    },
  ];

  return (
    <ManagementListPage
      title={t("competition.management.title")}
      subtitle={t("competition.management.subtitle")}
      actions={
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporting}
          onClick={() => void exportList()}
        >
          {t("competition.management.export")}
        </Button>
      }
      query={entries}
      filters={
        <FilterBar label={t("competition.management.filters")}>
          <Select<CompetitionState | "">
            aria-label={t("competition.management.stateFilter")}
            value={list.filters.state ?? ""}
            onChange={(state) => list.setFilters({ ...list.filters, state: state || undefined })}
            options={[
              { value: "", label: t("competition.management.allStates") },
              ...competitionStates.map((state) => ({
                value: state,
                label: t(`competition.states.${state}`),
              })),
            ]}
          />
          <KeywordFilter
            label={t("competition.management.search")}
            onSearch={(keyword) => list.setFilters({ ...list.filters, keyword })}
          />
        </FilterBar>
      }
    >
      <ManagementTable<CompetitionEntry>
        table="competition-entries"
        rowKey="id"
        columns={columns}
        {...list.tableOf(entries)}
        emptyText={t(
          list.filtered ? "competition.management.noMatch" : "competition.management.empty",
        )}
        actions={{
          width: 240,
          render: (entry) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => setViewing(entry)}>
                {t("competition.management.view")}
              </Button>
              {entry.state === "submitted" ? (
                <>
                  <Popconfirm
                    title={t("competition.management.acceptConfirm", { title: entry.projectName })}
                    okText={t("competition.management.accept")}
                    cancelText={t("common.cancel")}
                    onConfirm={() => accept(entry)}
                  >
                    <Button type="link" size="small">
                      {t("competition.management.accept")}
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" danger onClick={() => setRejecting(entry)}>
                    {t("competition.management.reject")}
                  </Button>
                </>
              ) : null}
              {entry.state === "accepted" ? null : (
                <Button type="link" size="small" onClick={() => setModifying(entry)}>
                  {t("competition.management.modify")}
                </Button>
              )}
            </Space>
          ),
        }}
      />
      {viewing ? <EntryDrawer entry={viewing} onClose={() => setViewing(null)} /> : null}
      {rejecting ? <RejectModal entry={rejecting} onClose={() => setRejecting(null)} /> : null}
      {modifying ? <ModifyModal entry={modifying} onClose={() => setModifying(null)} /> : null}
    </ManagementListPage>
  );
}
