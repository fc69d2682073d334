import { type FeedbackItem, type FeedbackStatus, formatDate } from "@portal/shared";
import { Button, Segmented, Select } from "antd";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ListOrFailure,
} from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { FeedbackStatusTag } from "../../components/FeedbackStatusTag.tsx";
import { useShownColumns } from "../../use-shown-columns.ts";
import { useFeedbackQueue } from "../api.ts";
import { HandleFeedbackModal } from "./HandleFeedbackModal.tsx";
import "../../components/feedback-item.css";
import "../documentation-centre.css";
import { useDocumentLabels } from "../../document-labels.ts";

type Filters = { status: FeedbackStatus | "all"; keyword?: string };

/** The documentation centre's feedback tab: the reports of every user, by status. */
export function FeedbackQueue() {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const list = useListState<Filters>({ status: "pending" });
  const { editing, open, close } = useEditing<FeedbackItem>();
  const shown = useShownColumns();
  const { status, keyword } = list.filters;
  const queue = useFeedbackQueue({
    status: status === "all" ? undefined : status,
    keyword,
    page: list.page,
    pageSize: list.pageSize,
  });

  const feedbackText = (item: FeedbackItem) => (
    <>
      <span className="text-muted">{labels.feedbackType(item.type)}</span>
      <p className="feedback-item-content">{item.content}</p>
      {item.reply ? <div className="feedback-reply">{item.reply}</div> : null}
    </>
  );

  const columns: ManagementColumn<FeedbackItem>[] = [
    {
      key: "document",
      title: t("document.queue.document"),
      // On a phone the row scrolls sideways at its content's width: the report wraps instead.
      width: shown.md ? 220 : 210,
      render: (_value, item) => (
        <>
          <strong lang={item.documentLocalization.language}>{item.documentName}</strong>
          {item.productModel ? <div className="text-muted">{item.productModel}</div> : null}
          {/* On a phone the other columns are hidden: everything stacks here. */}
          {shown.md ? null : (
            <div className="feedback-queue-compact">
              <div>
                <FeedbackStatusTag status={item.status} />{" "}
                <span className="text-muted">{formatDate(item.createdAt, "Y-m-d H:i")}</span>
              </div>
              {feedbackText(item)}
            </div>
          )}
        </>
      ),
    },
    {
      key: "content",
      title: t("document.queue.content"),
      responsive: ["md"],
      render: (_value, item) => feedbackText(item),
    },
    {
      key: "reporter",
      title: t("document.queue.reporter"),
      responsive: ["md"],
      width: 160,
      render: (_value, item) => (
        <>
          <CutText text={item.reporter?.nickname ?? t("document.admin.noNickname")} />
          <CutText className="text-muted" text={item.contact} />
        </>
      ),
    },
    {
      key: "status",
      title: t("document.queue.status"),
      responsive: ["md"],
      width: 100,
      render: (_value, item) => <FeedbackStatusTag status={item.status} />,
    },
    {
      key: "date",
      title: t("document.queue.createdAt"),
      responsive: ["md"],
      width: 150,
      render: (_value, item) => (
        <span className="management-nowrap">{formatDate(item.createdAt, "Y-m-d H:i")}</span>
      ),
    },
  ];
  const statusOptions = [
    { value: "all" as const, label: t("document.queue.all") },
    ...labels.options.feedbackStatuses,
  ];
  const chooseStatus = (next: FeedbackStatus | "all") =>
    list.setFilters({ ...list.filters, status: next });

  return (
    <ListOrFailure query={queue}>
      <FilterBar label={t("document.queue.filterLabel")}>
        {shown.md ? (
          <Segmented<FeedbackStatus | "all">
            value={status}
            onChange={chooseStatus}
            options={statusOptions}
            aria-label={t("document.queue.status")}
          />
        ) : (
          <Select<FeedbackStatus | "all">
            value={status}
            onChange={chooseStatus}
            options={statusOptions}
            aria-label={t("document.queue.status")}
          />
        )}
        <KeywordFilter
          label={t("document.queue.keywordPlaceholder")}
          onSearch={(keyword) => list.setFilters({ ...list.filters, keyword: keyword })}
        />
      </FilterBar>
      <ManagementTable<FeedbackItem>
        table="document-feedback"
        rowKey="id"
        columns={columns}
        {...list.tableOf(queue)}
        emptyText={t("document.queue.empty")}
        actions={{
          width: 90,
          render: (item) => (
            <Button
              size="small"
              onClick={() => open(item)}
              aria-label={t("document.queue.handleFor", { name: item.documentName })}
            >
              {t("document.queue.handle")}
            </Button>
          ),
        }}
      />
      {editing ? (
        <HandleFeedbackModal
          key={editing.key}
          feedback={editing.target}
          queue={queue}
          onClosed={close}
        />
      ) : null}
    </ListOrFailure>
  );
}
