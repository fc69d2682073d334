import { type ChatConversationRow, formatDate, type PageQuery } from "@portal/shared";
import { Button, Drawer, Empty, Input, Pagination, Select, Space, Spin, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import {
  FilterBar,
  ManagementListPage,
} from "../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../components/management/ManagementTable.tsx";
import { useEditing } from "../../../components/management/use-editing.ts";
import { useListState } from "../../../components/management/use-list-state.ts";
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

/** The drawer of one conversation's messages; it tells the page once it has closed. */
function ConversationDrawer({
  conversation,
  onClosed,
}: {
  conversation: ChatConversationRow;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClosed();
      }}
      title={t("chat.history.conversationOf", { name: conversation.clientChatName })}
      size="large"
      destroyOnHidden
      className="chat-history-drawer"
    >
      <ConversationMessages conversation={conversation} />
    </Drawer>
  );
}

/**
 * /server/chatHistory: the customer-service history, searched by visitor, agent and day of the
 * last message; a row opens that conversation's messages.
 */
export function ChatHistoryPage() {
  const { t } = useTranslation();
  const list = useListState<ConversationFilters>({});
  const [draft, setDraft] = useState<ConversationFilters>({});
  const { editing, open, close } = useEditing<ChatConversationRow>();
  const conversations = useConversationSearch({
    ...list.filters,
    page: list.page,
    pageSize: list.pageSize,
  });
  const agents = useChatAgents();

  const search = () => list.setFilters({ ...draft, visitor: draft.visitor?.trim() || undefined });
  const reset = () => {
    setDraft({});
    list.setFilters({});
  };

  const columns: ManagementColumn<ChatConversationRow>[] = [
    {
      key: "visitor",
      title: t("chat.history.visitor"),
      render: (_, row) => (
        <>
          <CutText text={row.clientChatName} userContent />
          <CutText className="text-muted chat-history-id" text={row.clientChatId} />
        </>
      ),
    },
    {
      key: "state",
      title: t("chat.history.state"),
      width: 100,
      render: (_, row) => (
        <Tag color={row.state === "on" ? "green" : "default"}>
          {row.state === "on" ? t("chat.console.online") : t("chat.console.offline")}
        </Tag>
      ),
    },
    {
      key: "agent",
      title: t("chat.history.agent"),
      width: 160,
      render: (_, row) =>
        row.agentName ? (
          <CutText text={row.agentName} userContent />
        ) : (
          <CutText text={t("chat.history.noAgent")} />
        ),
    },
    {
      key: "messages",
      title: t("chat.history.messages"),
      width: 90,
      align: "right",
      dataIndex: "messageCount",
    },
    {
      key: "lastMessage",
      title: t("chat.history.lastMessage"),
      width: 170,
      render: (_, row) => (
        <span className="management-nowrap">
          {row.lastMsgTime ? formatDate(row.lastMsgTime, "Y-m-d H:i:s") : "-"}
        </span>
      ),
    },
  ];

  return (
    <ManagementListPage
      title={t("chat.history.title")}
      subtitle={t("chat.history.subtitle")}
      query={conversations}
      filters={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <FilterBar label={t("chat.history.filterLabel")}>
            <Input
              className="management-filter-keyword"
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
          </FilterBar>
        </form>
      }
    >
      <ManagementTable<ChatConversationRow>
        table="chat-history"
        rowKey="clientChatId"
        columns={columns}
        {...list.tableOf(conversations)}
        emptyText={t("chat.history.empty")}
        actions={{
          width: 140,
          render: (row) => (
            <Button type="link" size="small" onClick={() => open(row)}>
              {t("chat.history.open")}
            </Button>
          ),
        }}
      />
      {editing ? (
        <ConversationDrawer key={editing.key} conversation={editing.target} onClosed={close} />
      ) : null}
    </ManagementListPage>
  );
}
