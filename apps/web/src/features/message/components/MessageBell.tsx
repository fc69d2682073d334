import { BellOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Badge, Button } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { forgetMessages, receiveUnreadCount, useUnreadCount } from "../api.ts";
import "./message-bell.css";

/** How long after the page shows the socket client is fetched, so it never slows first paint. */
const socketDelayMs = 1500;

/**
 * The bell in the header of a signed-in member, with the unread count. The count is pushed
 * over Socket.IO (its client loads after the page has painted) and asked again every minute
 * while no socket is connected.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const unread = useUnreadCount(live);

  useEffect(() => {
    let close: (() => void) | undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void import("../unread-socket.ts").then(({ openUnreadSocket }) => {
        if (cancelled) return;
        close = openUnreadSocket({
          onCount: (count) => receiveUnreadCount(queryClient, count),
          onLive: setLive,
        });
      });
    }, socketDelayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      close?.();
      // Unmounted when the member signs out: the next one must not see this count.
      forgetMessages(queryClient);
    };
  }, [queryClient]);

  const count = unread.data ?? 0;
  const label = count > 0 ? t("message.bellUnread", { count }) : t("message.bell");
  return (
    <Button
      type="text"
      href="#/message"
      aria-label={label}
      title={label}
      className="message-bell"
      data-testid="message-bell"
    >
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined className="message-bell-icon" />
      </Badge>
    </Button>
  );
}
