import { StarFilled, StarOutlined } from "@ant-design/icons";
import { type ClientChat, permissions, sortedChats } from "@portal/shared";
import { Badge, Button, Empty, Grid, Layout, List, Result, Space, Tag, Typography } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { PageLoading } from "../../../components/PageLoading.tsx";
import { UserTitleTag } from "../../../components/UserTitleTag.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { useCurrentUser } from "../../account/index.ts";
import { useMemberTitle } from "../api.ts";
import { ChatInput } from "../components/ChatInput.tsx";
import { ChatLine } from "../components/ChatLine.tsx";
import { QuickReplies } from "../components/QuickReplies.tsx";
import { type ChatListPaging, hasMoreChats, useAgentConsole } from "../console-store.ts";
import "../components/chat.css";
import "./im-console.css";

function ChatRow({ chat, selected }: { chat: ClientChat; selected: boolean }) {
  const { t } = useTranslation();
  // The reducer names an upload by its kind in brackets: shown in the agent's language.
  const lastMessageText = (text: string) => {
    const kind = /^\[(image|file|sound)\]$/.exec(text)?.[1];
    return kind ? `[${t(`chat.${kind}`)}]` : text;
  };
  const language = useAppStore((state) => state.language);
  const dispatch = useAgentConsole((state) => state.dispatch);
  return (
    <List.Item
      className={`im-chat-row ${selected ? "im-chat-row-selected" : ""}`}
      onClick={() => dispatch({ type: "select", clientChatId: chat.clientChatId })}
      data-chat-id={chat.clientChatId}
      actions={[
        <Button
          key="follow"
          type="text"
          size="small"
          aria-pressed={chat.isFollow}
          aria-label={chat.isFollow ? t("chat.console.unfollow") : t("chat.console.follow")}
          icon={chat.isFollow ? <StarFilled /> : <StarOutlined />}
          onClick={(event) => {
            event.stopPropagation();
            dispatch({ type: "follow", clientChatId: chat.clientChatId, isFollow: !chat.isFollow });
          }}
        />,
      ]}
    >
      <List.Item.Meta
        title={
          <Space size={4}>
            <Badge count={chat.newMsgCount} size="small" offset={[8, 0]}>
              <span data-user-content>{chat.clientChatName}</span>
            </Badge>
            <Tag color={chat.state === "on" ? "green" : "default"}>
              {chat.state === "on" ? t("chat.console.online") : t("chat.console.offline")}
            </Tag>
          </Space>
        }
        description={
          <div className="im-chat-row-last">
            <Typography.Text ellipsis type="secondary" data-user-content>
              {lastMessageText(chat.lastMsgContent)}
            </Typography.Text>
            {chat.lastMsgTime ? (
              <span className="im-chat-row-time">
                {new Date(chat.lastMsgTime).toLocaleTimeString(language)}
              </span>
            ) : null}
          </div>
        }
      />
    </List.Item>
  );
}

/**
 * The end of the chat list: reads the next page when it scrolls into view (or on its button),
 * or offers a retry when reading failed.
 */
function ChatListEnd({ paging, onMore }: { paging: ChatListPaging; onMore: () => void }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const more = hasMoreChats(paging) && !paging.error;
  // Observed again after each page, so an end still in view reads the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pagesRead and loading restart it
  useEffect(() => {
    const element = end.current;
    if (!element || !more || paging.loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, paging.loading, paging.pagesRead, onMore]);
  if (paging.error) {
    return (
      <LoadFailure title={t("chat.console.listFailed")} error={paging.error} onRetry={onMore} />
    );
  }
  if (!more) return null;
  return (
    <div ref={end} className="im-list-end">
      <Button size="small" loading={paging.loading} onClick={onMore}>
        {paging.loading ? t("chat.console.loadingChats") : t("chat.console.loadMore")}
      </Button>
    </div>
  );
}

/** A signed-in member's title beside their name, as on their posts. */
function ChatMemberTitle({ memberId }: { memberId: number }) {
  const title = useMemberTitle(memberId);
  return title.data ? <UserTitleTag title={title.data} /> : null;
}

function Conversation({ chat }: { chat: ClientChat }) {
  const { t } = useTranslation();
  const { identity, sending, send, sendUpload, dispatch } = useAgentConsole();
  const bottom = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new line
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [chat.msgList.length]);
  return (
    <div className="im-conversation">
      <div className="im-conversation-header">
        <Typography.Title level={5} data-user-content>
          {chat.clientChatName}
        </Typography.Title>
        {chat.memberId ? <ChatMemberTitle memberId={chat.memberId} /> : null}
        {chat.sourceInfo_way ? (
          <Typography.Text type="secondary">
            {t("chat.console.source", { page: chat.sourceInfo_way })}
          </Typography.Text>
        ) : null}
      </div>
      <div className="chat-lines im-lines" aria-live="polite">
        {chat.msgList.map((line) => {
          const state = sending[line.id];
          return (
            <ChatLine
              key={line.id}
              line={line}
              mine={line.role === "server"}
              author={{ name: chat.clientChatName }}
              status={
                state?.failure
                  ? t("chat.failed", { reason: state.failure })
                  : state?.pending
                    ? t("chat.sending")
                    : undefined
              }
            />
          );
        })}
        {chat.preInput ? (
          <div className="im-typing">{t("chat.console.typing", { text: chat.preInput })}</div>
        ) : null}
        <div ref={bottom} />
      </div>
      <ChatInput
        key={chat.clientChatId}
        initialText={chat.inputContent}
        disabled={!identity}
        onDraft={(text) => dispatch({ type: "input", clientChatId: chat.clientChatId, text })}
        onSend={(text) => send(chat.clientChatId, text)}
        upload={{
          clientChatId: chat.clientChatId,
          onUploaded: (answer) => sendUpload(chat.clientChatId, answer),
        }}
        tools={(insert) => <QuickReplies onPick={insert} />}
      />
    </div>
  );
}

function Console() {
  const { t } = useTranslation();
  const {
    chats,
    list: paging,
    connection,
    start,
    goOffline,
    dispatch,
    loadMoreChats,
  } = useAgentConsole();
  useEffect(() => {
    start();
    if (typeof Notification !== "undefined" && Notification.permission === "default") {
      void Notification.requestPermission();
    }
  }, [start]);
  useEffect(() => {
    const shown = () =>
      dispatch({ type: "chatPage", onChatPage: document.visibilityState === "visible" });
    shown();
    document.addEventListener("visibilitychange", shown);
    return () => {
      document.removeEventListener("visibilitychange", shown);
      dispatch({ type: "chatPage", onChatPage: false });
    };
  }, [dispatch]);
  const narrow = Grid.useBreakpoint().md === false;
  const list = sortedChats(chats);
  const selected = chats.selectedId ? chats.chats[chats.selectedId] : undefined;
  const chatList = (
    <>
      <div className="im-sider-header">
        <Typography.Text strong>{t("chat.console.chats")}</Typography.Text>
        {connection === "offline" ? (
          <Button size="small" onClick={start}>
            {t("chat.console.goOnline")}
          </Button>
        ) : (
          <Button size="small" onClick={goOffline}>
            {t("chat.console.goOffline")}
          </Button>
        )}
      </div>
      {connection === "reconnecting" ? (
        <Typography.Text type="warning">{t("chat.disconnected")}</Typography.Text>
      ) : null}
      {connection === "offline" ? (
        <Typography.Text type="secondary">{t("chat.console.agentOffline")}</Typography.Text>
      ) : null}
      {list.length > 0 ? (
        <List
          dataSource={list}
          rowKey="clientChatId"
          renderItem={(chat) => (
            <ChatRow chat={chat} selected={chat.clientChatId === chats.selectedId} />
          )}
        />
      ) : null}
      {list.length === 0 && !hasMoreChats(paging) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chat.console.noChats")} />
      ) : null}
      {connection === "online" ? <ChatListEnd paging={paging} onMore={loadMoreChats} /> : null}
    </>
  );
  return (
    <Layout className={`im-console ${narrow ? "im-console-narrow" : ""}`}>
      <h1 className="visually-hidden">{t("routes.im")}</h1>
      {narrow ? (
        <div className="im-sider im-sider-narrow">{chatList}</div>
      ) : (
        <Layout.Sider width={300} theme="light" className="im-sider">
          {chatList}
        </Layout.Sider>
      )}
      <Layout.Content className="im-content">
        {selected ? (
          <Conversation chat={selected} />
        ) : (
          <Empty className="im-pick" description={t("chat.console.pickChat")} />
        )}
      </Layout.Content>
    </Layout>
  );
}

/** /im: the customer-service console; a staff sign-in with `chat:serve`, no management marker. */
export function ImConsolePage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (!token) return <Navigate to="/server/login?redirect=%2Fim" replace />;
  if (user.isPending) return <PageLoading />;
  if (!user.data?.permissions.includes(permissions.chatServe)) {
    return (
      <Result
        status="403"
        title={t("chat.console.needsPermission")}
        extra={
          <Button type="primary" onClick={() => navigate("/server/login?redirect=%2Fim")}>
            {t("chat.console.signInAgain")}
          </Button>
        }
      />
    );
  }
  return <Console />;
}
