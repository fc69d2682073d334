import {
  formatDate,
  type ReportGroup,
  type ReportOutcome,
  type ReportTargetKind,
  reportOutcomes,
  reportTargetKinds,
} from "@portal/shared";
import { App, Button, Card, Empty, Select, Space, Spin, Tabs, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  ManagementListPage,
} from "../../../../components/management/ManagementListPage.tsx";
import { ManagementPagination } from "../../../../components/management/ManagementTable.tsx";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { showError } from "../../../../lib/feedback.ts";
import { HttpError } from "../../../../lib/http.ts";
import { useDecideReports, useReportGroups } from "../api.ts";
import { ConfirmAction } from "../components/ConfirmAction.tsx";
import { MetaLine } from "../components/MetaLine.tsx";
import { ReasonModal } from "../components/ReasonModal.tsx";
import "../components/forum-management.css";

type Filters = { outcome?: ReportOutcome | undefined };

const outcomeColours: Record<ReportOutcome, string> = {
  open: "orange",
  upheld: "red",
  dismissed: "default",
};

/**
 * `#/server/forumReports`: reported posts and replies, one entry per target with every report
 * and each reporter's record; a moderator upholds (deletes, with a reason) or dismisses
 * (shows the content again).
 */
export function ForumReportsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const words = (key: string, values?: Record<string, string | number>) =>
    t(`forum-management.reports.${key}`, values);
  const [kind, setKind] = useState<ReportTargetKind>("post");
  const listState = useListState<Filters>({ outcome: "open" });
  const list = useReportGroups(kind, {
    ...listState.filters,
    page: listState.page,
    pageSize: listState.pageSize,
  });
  const decideReports = useDecideReports();
  const [upholding, setUpholding] = useState<ReportGroup | null>(null);
  const kindWord = (target: ReportTargetKind) => t(`forum-management.common.kinds.${target}`);

  async function decide(group: ReportGroup, uphold: boolean, reason?: string) {
    try {
      return await decideReports.mutateAsync({
        kind: group.kind,
        targetId: group.targetId,
        uphold,
        reason,
      });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        void message.warning(words("decidedElsewhere"));
        setUpholding(null);
        void list.refetch();
      } else if (error instanceof HttpError) {
        showError(error.msg);
      }
      throw error;
    }
  }

  const rows = list.data?.list ?? [];
  const outcome = listState.filters.outcome;
  return (
    <ManagementListPage
      title={t("routes.forumReports")}
      subtitle={words("subtitle")}
      query={list}
      filters={
        <>
          <Tabs
            activeKey={kind}
            onChange={(next) => {
              setKind(next as ReportTargetKind);
              listState.setFilters({ ...listState.filters });
            }}
            items={reportTargetKinds.map((target) => ({
              key: target,
              label: t(`forum-management.common.kindsPlural.${target}`),
            }))}
          />
          <FilterBar label={t("forum-management.common.filters")}>
            <Select<ReportOutcome | "">
              aria-label={words("outcomeFilter")}
              value={outcome ?? ""}
              onChange={(next) => listState.setFilters({ outcome: next || undefined })}
              options={[
                { value: "", label: words("allOutcomes") },
                ...reportOutcomes.map((value) => ({
                  value,
                  label: words(`outcomes.${value}`),
                })),
              ]}
            />
          </FilterBar>
        </>
      }
    >
      <Spin spinning={list.isFetching}>
        {rows.length === 0 && !list.isFetching ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={words(outcome ? "emptyFiltered" : "empty")}
          />
        ) : (
          <ul className="forum-management-list" aria-label={t("routes.forumReports")}>
            {rows.map((group) => (
              <li key={`${group.kind}-${group.targetId}`}>
                <Card size="small">
                  <div className="forum-management-item-head">
                    <Tag>{kindWord(group.kind)}</Tag>
                    <Tag>{t(`forum-management.common.statuses.${group.status}`)}</Tag>
                    {group.hiddenByReports ? (
                      <Tag color="volcano">{t("forum-management.common.hidden")}</Tag>
                    ) : null}
                    {group.openCount > 0 ? (
                      <Tag color="orange">{words("openCount", { count: group.openCount })}</Tag>
                    ) : null}
                    <a
                      className="forum-management-item-title"
                      href={`#/server/postdetail/${group.postId}`}
                      data-user-content
                    >
                      {group.title}
                    </a>
                  </div>
                  <MetaLine
                    parts={[
                      <>
                        {t("forum-management.common.author")}:{" "}
                        <span data-user-content>{group.author.nickname}</span>
                      </>,
                      `${t("forum-management.common.board")}: ${group.board.name}`,
                      words("lastReportedAt", {
                        time: formatDate(group.lastReportedAt, "Y-m-d H:i"),
                      }),
                    ]}
                  />
                  {group.excerpt ? (
                    <p className="forum-management-section" data-user-content>
                      {group.excerpt}
                    </p>
                  ) : null}
                  <div className="forum-management-meta">
                    {words("reportCount", { count: group.reports.length })}
                  </div>
                  <ul className="forum-management-reports">
                    {group.reports.map((report) => (
                      <li key={report.id}>
                        <Tag color={outcomeColours[report.outcome]}>
                          {words(`outcomes.${report.outcome}`)}
                        </Tag>
                        <strong data-user-content>{report.reporter.nickname}</strong>:{" "}
                        <span data-user-content>{report.reason}</span>{" "}
                        <span className="forum-management-meta">
                          ({formatDate(report.createdAt, "Y-m-d H:i")};{" "}
                          {words("reporterRecord", {
                            upheld: report.reporter.upheld,
                            dismissed: report.reporter.dismissed,
                            open: report.reporter.open,
                          })}
                          )
                        </span>
                      </li>
                    ))}
                  </ul>
                  {group.openCount > 0 ? (
                    <Space className="forum-management-actions" wrap>
                      <Button size="small" danger onClick={() => setUpholding(group)}>
                        {words("uphold")}
                      </Button>
                      <ConfirmAction
                        type="default"
                        label={words("dismiss")}
                        question={words("dismissTitle", { kind: kindWord(group.kind) })}
                        doneMessage={words("dismissed")}
                        onAct={() => decide(group, false)}
                      />
                    </Space>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <ManagementPagination
        className="forum-management-section"
        pageSizeOptions={[10, 20, 50]}
        paging={listState.tableOf(list).paging}
      />
      {upholding ? (
        <ReasonModal
          danger
          title={words("upholdTitle", { kind: kindWord(upholding.kind) })}
          okText={words("uphold")}
          doneMessage={words("upheld")}
          onSubmit={({ reason }) => decide(upholding, true, reason)}
          onClose={() => setUpholding(null)}
        />
      ) : null}
    </ManagementListPage>
  );
}
