import { type AuditItem, type AuditKind, auditKinds, formatDate } from "@portal/shared";
import { App, Button, Card, Empty, Select, Space, Spin, Tag } from "antd";
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
import { filledSentence, valueSlot } from "../../components/filled-sentence.tsx";
import { useAuditQueue, useVerifyContent } from "../api.ts";
import { ConfirmAction } from "../components/ConfirmAction.tsx";
import { ContentPreview } from "../components/ContentPreview.tsx";
import { MetaLine } from "../components/MetaLine.tsx";
import { ReasonModal } from "../components/ReasonModal.tsx";
import "../components/forum-management.css";

type Filters = { kind?: AuditKind | undefined };

/**
 * `#/server/forumAudit`: posts and replies waiting for review, oldest first, each with why it
 * waits and its body, approved or rejected (with a reason) one by one.
 */
export function ForumAuditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const words = (key: string, values?: Record<string, string | number>) =>
    t(`forum-management.audit.${key}`, values);
  const listState = useListState<Filters>({});
  const list = useAuditQueue({
    ...listState.filters,
    page: listState.page,
    pageSize: listState.pageSize,
  });
  const verify = useVerifyContent();
  const [rejecting, setRejecting] = useState<AuditItem | null>(null);
  const kindWord = (kind: AuditKind) => t(`forum-management.common.kinds.${kind}`);

  /** Decides; a 409 means another moderator was first: said plainly, and the list reloaded. */
  async function decide(item: AuditItem, approve: boolean, reason?: string) {
    try {
      return await verify.mutateAsync({ id: item.id, kind: item.kind, approve, reason });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        void message.warning(words("decidedElsewhere"));
        setRejecting(null);
        void list.refetch();
      } else if (error instanceof HttpError) {
        showError(error.msg);
      }
      throw error;
    }
  }

  const rows = list.data?.list ?? [];
  return (
    <ManagementListPage
      title={t("routes.forumAudit")}
      subtitle={words("subtitle")}
      query={list}
      filters={
        <FilterBar label={t("forum-management.common.filters")}>
          <Select<AuditKind | "">
            aria-label={words("kindFilter")}
            value={listState.filters.kind ?? ""}
            onChange={(kind) => listState.setFilters({ kind: kind || undefined })}
            options={[
              { value: "", label: t("forum-management.common.allKinds") },
              ...auditKinds.map((kind) => ({ value: kind, label: kindWord(kind) })),
            ]}
          />
        </FilterBar>
      }
    >
      <Spin spinning={list.isFetching}>
        {rows.length === 0 && !list.isFetching ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              listState.filters.kind
                ? words("emptyFiltered", { kind: kindWord(listState.filters.kind) })
                : words("empty")
            }
          />
        ) : (
          <ul className="forum-management-list" aria-label={t("routes.forumAudit")}>
            {rows.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <Card size="small">
                  <div className="forum-management-item-head">
                    <Tag>{kindWord(item.kind)}</Tag>
                    <Tag color={item.reason === "sensitive_words" ? "red" : "blue"}>
                      {words(`reasons.${item.reason}`)}
                    </Tag>
                    <span className="forum-management-item-title">
                      {item.kind === "reply" ? (
                        filledSentence(
                          words("inPost", { title: valueSlot }),
                          <span data-user-content>{item.title}</span>,
                        )
                      ) : (
                        <span data-user-content>{item.title}</span>
                      )}
                    </span>
                  </div>
                  <MetaLine
                    parts={[
                      <>
                        {t("forum-management.common.author")}:{" "}
                        <span data-user-content>{item.author.nickname}</span>
                      </>,
                      `${t("forum-management.common.board")}: ${item.board.name}`,
                      words("submittedAt", { time: formatDate(item.createdAt, "Y-m-d H:i") }),
                      item.reward > 0 ? words("reward", { reward: item.reward }) : null,
                    ]}
                  />
                  {item.matchedWords.length > 0 ? (
                    <div className="forum-management-meta">
                      {words("matchedWords", { words: item.matchedWords.join(", ") })}
                    </div>
                  ) : null}
                  <div className="forum-management-section">
                    <ContentPreview html={item.content} />
                  </div>
                  <Space className="forum-management-actions" wrap>
                    <ConfirmAction
                      type="primary"
                      label={words("approve")}
                      question={words("approveTitle", { kind: kindWord(item.kind) })}
                      doneMessage={words("approved")}
                      onAct={() => decide(item, true)}
                    />
                    <Button size="small" danger onClick={() => setRejecting(item)}>
                      {words("reject")}
                    </Button>
                  </Space>
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
      {rejecting ? (
        <ReasonModal
          danger
          title={words("rejectTitle", { kind: kindWord(rejecting.kind) })}
          okText={words("reject")}
          doneMessage={words("rejected")}
          onSubmit={({ reason }) => decide(rejecting, false, reason)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </ManagementListPage>
  );
}
