import { type FeedbackItem, type FeedbackStatus, formatDate } from "@portal/shared";
import { Button, Empty, Input, Segmented, Select, Table, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { FeedbackStatusTag } from "../../components/FeedbackStatusTag.tsx";
import { useShownColumns } from "../../use-shown-columns.ts";
import { useFeedbackQueue } from "../api.ts";
import { HandleFeedbackModal } from "./HandleFeedbackModal.tsx";
import "../../components/document-table.css";
import "../../components/document-toolbar.css";
import "../../components/feedback-item.css";
import "../documentation-centre.css";
import { useDocumentLabels } from "../../document-labels.ts";

const queuePageSize = 10;

/** The documentation centre's feedback tab: the reports of every user, by status. */
export function FeedbackQueue() {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const [status, setStatus] = useState<FeedbackStatus | "all">("pending");
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const [handling, setHandling] = useState<FeedbackItem | null>(null);
  const shown = useShownColumns();
  const queue = useFeedbackQueue({
    status: status === "all" ? undefined : status,
    keyword: keyword || undefined,
    page,
    pageSize: queuePageSize,
  });

  const handleButton = (item: FeedbackItem) => (
    <Button
      size="small"
      onClick={() => setHandling(item)}
      aria-label={t("document.queue.handleFor", { name: item.documentName })}
    >
      {t("document.queue.handle")}
    </Button>
  );
  const feedbackText = (item: FeedbackItem) => (
    <>
      <span className="text-muted">{labels.feedbackType(item.type)}</span>
      <p className="feedback-item-content">{item.content}</p>
      {item.reply ? <div className="feedback-reply">{item.reply}</div> : null}
    </>
  );

  const columns: TableProps<FeedbackItem>["columns"] = [
    {
      key: "document",
      title: t("document.queue.document"),
      render: (_value, item) => (
        <>
          <strong>{item.documentName}</strong>
          {item.productModel ? <div className="text-muted">{item.productModel}</div> : null}
          {/* On a phone the other columns are hidden: everything stacks here. */}
          {shown.md ? null : (
            <div className="feedback-queue-compact">
              <div>
                <FeedbackStatusTag status={item.status} />{" "}
                <span className="text-muted">{formatDate(item.createdAt, "Y-m-d H:i")}</span>
              </div>
              {feedbackText(item)}
              {handleButton(item)}
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
      responsive: ["lg"],
      render: (_value, item) => (
        <>
          {item.reporter?.nickname ?? t("document.admin.noNickname")}
          {item.contact ? <div className="text-muted">{item.contact}</div> : null}
        </>
      ),
    },
    {
      key: "status",
      title: t("document.queue.status"),
      responsive: ["md"],
      className: "document-nowrap",
      render: (_value, item) => <FeedbackStatusTag status={item.status} />,
    },
    {
      key: "date",
      title: t("document.queue.createdAt"),
      responsive: ["md"],
      className: "document-nowrap",
      render: (_value, item) => formatDate(item.createdAt, "Y-m-d H:i"),
    },
    {
      key: "actions",
      title: t("document.fields.actions"),
      responsive: ["md"],
      render: (_value, item) => handleButton(item),
    },
  ];
  const statusOptions = [
    { value: "all" as const, label: t("document.queue.all") },
    ...labels.options.feedbackStatuses,
  ];
  const chooseStatus = (next: FeedbackStatus | "all") => {
    setStatus(next);
    setPage(1);
  };

  return (
    <>
      <search className="document-toolbar" aria-label={t("document.queue.filterLabel")}>
        {shown.md ? (
          <Segmented<FeedbackStatus | "all">
            value={status}
            onChange={chooseStatus}
            options={statusOptions}
            aria-label={t("document.queue.status")}
          />
        ) : (
          <Select<FeedbackStatus | "all">
            className="document-toolbar-select"
            value={status}
            onChange={chooseStatus}
            options={statusOptions}
            aria-label={t("document.queue.status")}
          />
        )}
        <Input.Search
          className="document-toolbar-keyword"
          placeholder={t("document.queue.keywordPlaceholder")}
          aria-label={t("document.queue.keywordPlaceholder")}
          allowClear
          maxLength={50}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </search>
      {queue.isError ? (
        <LoadFailure
          title={t("document.errors.loadFailed")}
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : (
        <Table<FeedbackItem>
          rowKey="id"
          columns={columns}
          dataSource={queue.data?.list ?? []}
          loading={queue.isFetching}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("document.queue.empty")} />
            ),
          }}
          pagination={{
            current: page,
            pageSize: queuePageSize,
            total: queue.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      )}
      <HandleFeedbackModal feedback={handling} onClose={() => setHandling(null)} />
    </>
  );
}
