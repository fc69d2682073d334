import { type ChatConversationRow, formatDate, type PageQuery, pagination } from "@portal/shared";
import {
  Button,
  Card,
  Drawer,
  Empty,
  Input,
  Pagination,
  Result,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { HttpError } from "../../../lib/http.ts";
import {
  type ConversationFilters,
  useChatAgents,
  useConversationHistory,
  useConversationSearch,
} from "../api.ts";
import { ChatLine } from "../components/ChatLine.tsx";
import "../components/chat.css";
import "./chat-history.css";

type Paging = Pick<PageQuery, "page" | "pageSize">;

/** One conversation's messages, oldest first, a page at a time. */
function ConversationMessages({ conversation }: { conversation: ChatConversationRow }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 50 });
  const history = useConversationHistory(conversation.clientChatId, paging);
  if (history.isError && !history.data) {
    return (
      <LoadFailure
        title={t("chat.history.messagesFailed")}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.isPending) return <Spin className="chat-history-loading" />;
  const { list, total } = history.data;
  return (
    <div className="chat-history-messages">
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chat.history.noMessages")} />
      ) : (
        <div className="chat-lines" aria-busy={history.isFetching}>
          {list.map((message) => (
            <div key={message.id} className="chat-history-line">
              <div className="chat-history-time">
                {formatDate(message.createTime, "Y-m-d H:i:s")} ·{" "}
                {message.role === "server"
                  ? (conversation.agentName ?? t("chat.history.agent"))
                  : conversation.clientChatName}
              </div>
              <ChatLine line={message} mine={message.role === "server"} />
            </div>
          ))}
        </div>
      )}
      {total > paging.pageSize ? (
        <Pagination
          className="chat-history-pagination"
          size="small"
          current={paging.page}
          pageSize={paging.pageSize}
          total={total}
          showSizeChanger={false}
          onChange={(page) => setPaging({ ...paging, page })}
        />
      ) : null}
    </div>
  );
}

/**
 * /server/chatHistory: the customer-service history, searched by visitor, agent and day of the
 * last message; a row opens that conversation's messages.
 */
export function ChatHistoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ConversationFilters>({});
  const [draft, setDraft] = useState<ConversationFilters>({});
  const [paging, setPaging] = useState<Paging>({
    page: 1,
    pageSize: pagination.defaultPageSize,
  });
  const [opened, setOpened] = useState<ChatConversationRow | null>(null);
  const conversations = useConversationSearch({ ...filters, ...paging });
  const agents = useChatAgents();

  const search = () => {
    setFilters({ ...draft, visitor: draft.visitor?.trim() || undefined });
    setPaging({ ...paging, page: 1 });
  };
  const reset = () => {
    setDraft({});
    setFilters({});
    setPaging({ ...paging, page: 1 });
  };

  let content = (
    <Table<ChatConversationRow>
      rowKey="clientChatId"
      loading={conversations.isFetching}
      dataSource={conversations.data?.list ?? []}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: t("chat.history.empty") }}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: conversations.data?.total ?? 0,
        showSizeChanger: true,
        onChange: (page, pageSize) =>
          setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
      }}
      columns={[
        {
          title: t("chat.history.visitor"),
          key: "visitor",
          render: (_, row) => (
            <div>
              <div>{row.clientChatName}</div>
              <Typography.Text type="secondary" className="chat-history-id">
                {row.clientChatId}
              </Typography.Text>
            </div>
          ),
        },
        {
          title: t("chat.history.state"),
          dataIndex: "state",
          render: (state: ChatConversationRow["state"]) => (
            <Tag color={state === "on" ? "green" : "default"}>
              {state === "on" ? t("chat.console.online") : t("chat.console.offline")}
            </Tag>
          ),
        },
        {
          title: t("chat.history.agent"),
          dataIndex: "agentName",
          render: (name: string | null) => name ?? t("chat.history.noAgent"),
        },
        { title: t("chat.history.messages"), dataIndex: "messageCount" },
        {
          title: t("chat.history.lastMessage"),
          dataIndex: "lastMsgTime",
          render: (time: string | null) => (time ? formatDate(time, "Y-m-d H:i:s") : "-"),
        },
        {
          title: t("chat.history.actions"),
          key: "actions",
          render: (_, row) => (
            <Button type="link" size="small" onClick={() => setOpened(row)}>
              {t("chat.history.open")}
            </Button>
          ),
        },
      ]}
    />
  );
  if (conversations.isError && !conversations.data) {
    content =
      conversations.error instanceof HttpError && conversations.error.status === 403 ? (
        <Result status="403" title="403" subTitle={t("chat.console.needsPermission")} />
      ) : (
        <LoadFailure
          title={t("chat.history.loadFailed")}
          error={conversations.error}
          onRetry={() => void conversations.refetch()}
        />
      );
  }

  return (
    <div className="chat-history-page">
      <h1 className="page-title">{t("chat.history.title")}</h1>
      <p className="page-subtitle">{t("chat.history.subtitle")}</p>
      <Card>
        <form
          className="chat-history-filters"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <Input
            allowClear
            value={draft.visitor ?? ""}
            maxLength={64}
            placeholder={t("chat.history.visitorPlaceholder")}
            aria-label={t("chat.history.visitor")}
            onChange={(event) => setDraft({ ...draft, visitor: event.target.value })}
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            loading={agents.isPending}
            value={draft.agentUserId}
            placeholder={t("chat.history.allAgents")}
            aria-label={t("chat.history.agent")}
            options={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
            onChange={(agentUserId?: number) => setDraft({ ...draft, agentUserId })}
          />
          <Space.Compact>
            <Input
              type="date"
              value={draft.from ?? ""}
              aria-label={t("chat.history.from")}
              onChange={(event) => setDraft({ ...draft, from: event.target.value || undefined })}
            />
            <Input
              type="date"
              value={draft.to ?? ""}
              aria-label={t("chat.history.to")}
              onChange={(event) => setDraft({ ...draft, to: event.target.value || undefined })}
            />
          </Space.Compact>
          <Space>
            <Button type="primary" htmlType="submit">
              {t("chat.history.search")}
            </Button>
            <Button onClick={reset}>{t("chat.history.reset")}</Button>
          </Space>
        </form>
        {content}
      </Card>
      <Drawer
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? t("chat.history.conversationOf", { name: opened.clientChatName }) : ""}
        size="large"
        destroyOnHidden
        className="chat-history-drawer"
      >
        {opened ? <ConversationMessages conversation={opened} /> : null}
      </Drawer>
    </div>
  );
}
