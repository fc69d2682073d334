import type { FeedbackItem } from "@portal/shared";
import { Empty, List, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useMyFeedbacks } from "../api.ts";
import { FeedbackEntry } from "./FeedbackEntry.tsx";

const feedbackPageSize = 5;

/** The signed-in user's own reports with their status and the staff's answer, paged. */
export function MyFeedbackList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const mine = useMyFeedbacks(page, feedbackPageSize);
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (mine.isError) {
    return (
      <LoadFailure
        title={t("document.errors.loadFailed")}
        error={mine.error}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  return (
    <List<FeedbackItem>
      dataSource={mine.data.list}
      rowKey="id"
      loading={mine.isFetching && !mine.isPending}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t("document.feedback.noFeedback")}
          />
        ),
      }}
      pagination={
        mine.data.total > feedbackPageSize
          ? {
              current: page,
              pageSize: feedbackPageSize,
              total: mine.data.total,
              onChange: setPage,
              size: "small",
            }
          : false
      }
      renderItem={(item) => <FeedbackEntry item={item} />}
    />
  );
}
