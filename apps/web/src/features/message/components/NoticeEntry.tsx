import type { MessageRow } from "@portal/shared";
import { Button, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../lib/app-store.ts";
import { noticeText } from "../notice-text.ts";
import { relativeTime } from "../relative-time.ts";

/**
 * One notice: its text in the reader's language, linking to its place when it has one; opening
 * it marks it read. An unread notice is marked by a dot and, for one with no place to open, a
 * button.
 */
export function NoticeEntry({
  notice,
  now,
  onRead,
}: {
  notice: MessageRow;
  now: Date;
  onRead: (id: number) => void;
}) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const text = noticeText(t, notice);
  // A notice quoting words people wrote (a post's title, a medal's name, staff's reason) shows
  // them as written, in whatever language: the sentence is marked as holding typed words.
  const quotesTypedWords =
    ["title", "medal", "text", "reason", "note", "product"].some((param) =>
      Boolean(notice.params[param]),
    ) || undefined;
  const markRead = () => {
    if (!notice.read) onRead(notice.id);
  };
  return (
    <li className={notice.read ? "notice-entry" : "notice-entry notice-entry-unread"}>
      <span className="notice-entry-dot" aria-hidden />
      <div className="notice-entry-body">
        {notice.link ? (
          <Link
            to={notice.link}
            className="notice-entry-text"
            onClick={markRead}
            data-user-content={quotesTypedWords}
          >
            {text}
          </Link>
        ) : (
          <span className="notice-entry-text" data-user-content={quotesTypedWords}>
            {text}
          </span>
        )}
        <div className="notice-entry-meta">
          {notice.read ? null : <span className="visually-hidden">{t("message.unreadMark")}</span>}
          <Tooltip title={new Date(notice.createdAt).toLocaleString(language)}>
            <time dateTime={notice.createdAt}>
              {relativeTime(notice.createdAt, now, language, t("message.time.justNow"))}
            </time>
          </Tooltip>
        </div>
      </div>
      {notice.read || notice.link ? null : (
        <Button size="small" type="link" onClick={markRead}>
          {t("message.markRead")}
        </Button>
      )}
    </li>
  );
}
