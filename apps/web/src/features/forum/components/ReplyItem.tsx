import {
  CheckCircleFilled,
  DislikeOutlined,
  LikeOutlined,
  SafetyCertificateOutlined,
} from "@ant-design/icons";
import { type ForumReplyChild, formatDate } from "@portal/shared";
import { Button, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RichContent } from "../../../components/rich-content/RichContent.tsx";
import { lazyPopup } from "../../../lib/lazy-popup.tsx";
import { AuthorName } from "./AuthorName.tsx";

/** What the reader may do with a reply; absent callbacks hide their buttons. */
export type ReplyActions = {
  signedIn: boolean;
  canAdopt: (reply: ForumReplyChild) => boolean;
  onVote: (reply: ForumReplyChild, kind: "like" | "dislike") => void;
  onReplyTo: (reply: ForumReplyChild) => void;
  onReport: (reply: ForumReplyChild) => void;
  onDelete: (reply: ForumReplyChild) => void;
  onAdopt: (reply: ForumReplyChild) => Promise<unknown>;
  /** Replying is closed (a locked post). */
  closed: boolean;
};

/** One reply: its marks, author, body, votes and actions; `children` are the replies under it. */
// Only the post's author adopts, in a confirmation popover (antd's tooltip and trigger): it is
// fetched for them, not on every reader's first visit.
const AdoptConfirm = lazyPopup(() =>
  import("./AdoptConfirm.tsx").then((module) => module.AdoptConfirm),
);

export function ReplyItem({
  reply,
  actions,
  children,
}: {
  reply: ForumReplyChild;
  actions: ReplyActions;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const classes = ["forum-reply"];
  if (reply.adopted) classes.push("forum-reply-adopted");
  else if (reply.certified) classes.push("forum-reply-certified");
  const adoptButton = (
    <Button size="small" type="primary" ghost icon={<CheckCircleFilled aria-hidden />}>
      {t("forum.replies.adopt")}
    </Button>
  );
  return (
    <article
      id={`reply-${reply.id}`}
      className={classes.join(" ")}
      aria-label={reply.author.nickname}
    >
      <header className="forum-reply-header">
        <AuthorName author={reply.author} />
        <span className="forum-muted">{formatDate(reply.createdAt, "Y-m-d H:i")}</span>
        {reply.adopted && (
          <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
            {t("forum.replies.adopted")}
          </Tag>
        )}
        {reply.certified && (
          <Tag color="blue" icon={<SafetyCertificateOutlined aria-hidden />}>
            {t("forum.replies.certified")}
          </Tag>
        )}
        {reply.status === "pending" && <Tag color="processing">{t("forum.replies.pending")}</Tag>}
        {reply.hiddenByReports && <Tag color="warning">{t("forum.replies.hidden")}</Tag>}
      </header>
      <div data-user-content>
        <RichContent html={reply.content} />
      </div>
      <div className="forum-reply-actions">
        <Button
          size="small"
          type={reply.myVote === 1 ? "primary" : "text"}
          icon={<LikeOutlined aria-hidden />}
          disabled={!actions.signedIn || reply.isAuthor}
          aria-pressed={reply.myVote === 1}
          onClick={() => actions.onVote(reply, "like")}
        >
          {t("forum.replies.like", { count: reply.likeCount })}
        </Button>
        <Button
          size="small"
          type={reply.myVote === -1 ? "primary" : "text"}
          icon={<DislikeOutlined aria-hidden />}
          disabled={!actions.signedIn || reply.isAuthor}
          aria-pressed={reply.myVote === -1}
          onClick={() => actions.onVote(reply, "dislike")}
        >
          {t("forum.replies.dislike", { count: reply.dislikeCount })}
        </Button>
        {actions.signedIn && !actions.closed && reply.status === "published" && (
          <Button size="small" type="text" onClick={() => actions.onReplyTo(reply)}>
            {t("forum.replies.reply")}
          </Button>
        )}
        {actions.signedIn && !reply.isAuthor && (
          <Button size="small" type="text" onClick={() => actions.onReport(reply)}>
            {t("forum.replies.report")}
          </Button>
        )}
        {reply.isAuthor && !reply.adopted && (
          <Button size="small" type="text" danger onClick={() => actions.onDelete(reply)}>
            {t("forum.replies.delete")}
          </Button>
        )}
        {actions.canAdopt(reply) && (
          <AdoptConfirm onConfirm={() => actions.onAdopt(reply)}>{adoptButton}</AdoptConfirm>
        )}
      </div>
      {children}
    </article>
  );
}
