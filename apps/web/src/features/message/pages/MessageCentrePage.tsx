import { CheckOutlined } from "@ant-design/icons";
import { pagination } from "@portal/shared";
import { Button, Empty, Pagination, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useMarkAllRead, useMarkRead, useMessages, useUnreadCount } from "../api.ts";
import { NoticeEntry } from "../components/NoticeEntry.tsx";
import "./message-centre.css";

type Tab = "all" | "unread";

/**
 * /message: the member's notices, all or unread only, newest first and paged. Opening one marks
 * it read; the header's count follows at once.
 */
export function MessageCentrePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("all");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  const messages = useMessages({ page, pageSize, unread: tab === "unread" });
  // Polled only as the header does: the header's socket keeps it current.
  const unread = useUnreadCount(true);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const now = new Date();

  const list = messages.data?.list ?? [];
  const total = messages.data?.total ?? 0;
  let body: React.ReactNode;
  if (messages.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (messages.isError && !messages.data) {
    body = (
      <LoadFailure
        title={t("message.loadFailed")}
        error={messages.error}
        onRetry={() => void messages.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={tab === "unread" ? t("message.emptyUnread") : t("message.empty")}
      />
    );
  } else {
    body = (
      <>
        <ul className="notice-list" aria-busy={messages.isFetching}>
          {list.map((notice) => (
            <NoticeEntry
              key={notice.id}
              notice={notice}
              now={now}
              onRead={(id) => markRead.mutate([id])}
            />
          ))}
        </ul>
        {total > pageSize ? (
          <Pagination
            className="notice-pagination"
            current={page}
            pageSize={pageSize}
            total={total}
            showSizeChanger
            size="small"
            onChange={(next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            }}
          />
        ) : null}
      </>
    );
  }

  const unreadCount = unread.data ?? 0;
  return (
    <div className="page-container page-narrow">
      <h1 className="page-title">{t("message.title")}</h1>
      <p className="page-subtitle">{t("message.subtitle")}</p>
      <Card className="message-centre">
        <div className="message-centre-toolbar">
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              setTab(key as Tab);
              setPage(1);
            }}
            items={[
              { key: "all", label: t("message.tabs.all") },
              {
                key: "unread",
                label:
                  unreadCount > 0
                    ? `${t("message.tabs.unread")} (${unreadCount})`
                    : t("message.tabs.unread"),
              },
            ]}
          />
          <Button
            icon={<CheckOutlined aria-hidden />}
            disabled={unreadCount === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {t("message.markAllRead")}
          </Button>
        </div>
        {body}
      </Card>
    </div>
  );
}
