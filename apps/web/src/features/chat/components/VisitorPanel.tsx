import { CloseOutlined, CustomerServiceOutlined } from "@ant-design/icons";
import { Alert, Avatar, Button, Empty } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { useVisitorChat } from "../visitor-store.ts";
import { ChatInput } from "./ChatInput.tsx";
import { ChatLine } from "./ChatLine.tsx";
import "./chat.css";

/** The visitor's chat: its agent, its history, an offline notice, and the message box. */
export function VisitorPanel({ onClose, embedded }: { onClose?: () => void; embedded?: boolean }) {
  const { t } = useTranslation();
  const {
    connection,
    refusal,
    agent,
    agentOffline,
    lines,
    clientChatId,
    start,
    send,
    sendUpload,
    typing,
  } = useVisitorChat();
  const bottom = useRef<HTMLDivElement>(null);
  // A member's files open with its session; an anonymous visitor's with its conversation's id.
  const anonymousChatId =
    clientChatId && !clientChatId.startsWith("user-") ? clientChatId : undefined;
  useEffect(() => {
    start();
  }, [start]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new line
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [lines.length]);

  const title = agent ? (
    <span className="visitor-panel-agent">
      <Avatar size="small" src={agent.avatarUrl || undefined} icon={<CustomerServiceOutlined />} />{" "}
      {t("chat.serving", { name: agent.serverChatName })}
    </span>
  ) : (
    t("chat.panelTitle")
  );
  return (
    <Card
      className={`visitor-panel ${embedded ? "visitor-panel-embedded" : ""}`}
      title={title}
      role="dialog"
      aria-label={t("chat.panelTitle")}
      extra={
        onClose ? (
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label={t("chat.close")}
            onClick={onClose}
          />
        ) : null
      }
    >
      {connection === "connecting" ? (
        <Alert type="info" banner title={t("chat.connecting")} />
      ) : null}
      {connection === "refused" ? <Alert type="error" banner title={refusal} /> : null}
      {connection === "reconnecting" ? (
        <Alert type="warning" banner title={t("chat.disconnected")} />
      ) : null}
      {agentOffline && connection === "open" ? (
        <Alert type="info" banner title={t("chat.offline")} />
      ) : null}
      <div className="chat-lines" aria-live="polite">
        {lines.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chat.empty")} />
        ) : null}
        {lines.map((line) => (
          <ChatLine
            key={line.id}
            line={line}
            mine={line.role === "client"}
            author={agent ? { name: agent.serverChatName, avatarUrl: agent.avatarUrl } : undefined}
            visitorChatId={anonymousChatId}
            status={
              line.failure
                ? t("chat.failed", { reason: line.failure })
                : line.sending
                  ? t("chat.sending")
                  : undefined
            }
          />
        ))}
        <div ref={bottom} />
      </div>
      <ChatInput
        onSend={send}
        onTyping={typing}
        upload={{
          clientChatId: connection === "open" ? clientChatId : null,
          onUploaded: sendUpload,
        }}
      />
    </Card>
  );
}
