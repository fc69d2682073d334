import type { ForumPostDetail, ForumReplyChild } from "@portal/shared";
import { forumLimits, moderationLimits } from "@portal/shared";
import { Alert, Button, Empty, Skeleton } from "antd";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { Pager } from "../../../components/pager/Pager.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { loginPathFor } from "../../../lib/redirect.ts";
import { useAdoptReply, useDeleteReply, useReplies, useReplyVote, useReportReply } from "../api.ts";
import { ReasonDialog } from "./lazy-dialogs.ts";
import type { ReplyTarget } from "./ReplyBox.tsx";

/** The reply form, for signed-in readers only: a visitor does not download the form library. */
const ReplyBox = lazy(() =>
  import("./ReplyBox.tsx").then((module) => ({ default: module.ReplyBox })),
);

import { type ReplyActions, ReplyItem } from "./ReplyItem.tsx";

/**
 * A post's replies, paged, the adopted one first, then certified ones (the server's order),
 * each with the replies to it underneath; then the answer box.
 */
export function ReplySection({
  post,
  signedIn,
  focusReplyId,
}: {
  post: ForumPostDetail;
  signedIn: boolean;
  focusReplyId: number | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const replies = useReplies(post.id, page);
  const vote = useReplyVote(post.id);
  const report = useReportReply();
  const remove = useDeleteReply(post.id);
  const adopt = useAdoptReply(post.id);
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [reporting, setReporting] = useState<ForumReplyChild | null>(null);
  const [deleting, setDeleting] = useState<ForumReplyChild | null>(null);
  const closed = post.isLocked && !post.canModerate;

  // A notice links to one reply (?reply=): it is scrolled into view once shown.
  const loaded = replies.data !== undefined;
  useEffect(() => {
    if (!loaded || focusReplyId === null) return;
    document.getElementById(`reply-${focusReplyId}`)?.scrollIntoView({ block: "center" });
  }, [loaded, focusReplyId]);

  const actions: ReplyActions = {
    signedIn,
    closed,
    canAdopt: (reply) =>
      (post.isAuthor || post.canModerate) &&
      post.adoptedReplyId === null &&
      post.status === "published" &&
      reply.status === "published" &&
      !reply.hiddenByReports &&
      !reply.isAuthor &&
      reply.author.id !== post.author.id,
    onVote: (reply, kind) => vote.mutate({ id: reply.id, kind }),
    onReplyTo: (reply) => {
      setTarget({ id: reply.id, nickname: reply.author.nickname });
      document.getElementById("forum-reply-box")?.scrollIntoView({ block: "center" });
    },
    onReport: setReporting,
    onDelete: setDeleting,
    onAdopt: async (reply) => {
      await adopt.mutateAsync(reply.id);
      showSuccess(t("forum.replies.adoptDone"));
    },
  };

  let list: React.ReactNode;
  if (replies.isPending) list = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (replies.isError) {
    list = (
      <LoadFailure
        title={t("forum.replies.loadFailed")}
        error={replies.error}
        onRetry={() => void replies.refetch()}
      />
    );
  } else if (replies.data.list.length === 0) {
    list = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("forum.replies.empty")} />;
  } else {
    list = (
      <>
        {replies.data.list.map((reply) => (
          <ReplyItem key={reply.id} reply={reply} actions={actions}>
            {reply.children.length > 0 && (
              <section
                className="forum-reply-children"
                aria-label={t("forum.replies.childrenLabel", { name: reply.author.nickname })}
              >
                {reply.children.map((child) => (
                  <ReplyItem
                    key={child.id}
                    reply={child}
                    actions={{ ...actions, onReplyTo: () => actions.onReplyTo(reply) }}
                  />
                ))}
              </section>
            )}
          </ReplyItem>
        ))}
        {replies.data.total > forumLimits.repliesPageSize && (
          <Pager
            className="forum-pagination"
            current={page}
            pageSize={forumLimits.repliesPageSize}
            total={replies.data.total}
            onChange={setPage}
            size="small"
          />
        )}
      </>
    );
  }

  return (
    <>
      <Card
        className="forum-replies"
        title={
          <h2 className="forum-card-title">
            {t("forum.replies.title", { count: post.replyCount })}
          </h2>
        }
      >
        {list}
      </Card>
      {post.isLocked && (
        <Alert
          type="warning"
          showIcon
          className="forum-notice"
          title={t("forum.replyBox.locked")}
        />
      )}
      {post.status === "published" &&
        !closed &&
        (signedIn ? (
          <Suspense fallback={<Card className="forum-reply-box forum-reply-box-placeholder" />}>
            <ReplyBox postId={post.id} target={target} onClearTarget={() => setTarget(null)} />
          </Suspense>
        ) : (
          <Card className="forum-reply-box">
            <Button
              type="primary"
              href={`#${loginPathFor(`${location.pathname}${location.search}`)}`}
            >
              {t("forum.replyBox.signIn")}
            </Button>
          </Card>
        ))}
      <ReasonDialog
        open={reporting !== null}
        title={t("forum.report.title")}
        label={t("forum.report.reason")}
        placeholder={t("forum.report.placeholder")}
        okText={t("forum.report.submit")}
        maxLength={moderationLimits.reportReasonMaxLength}
        onClose={() => setReporting(null)}
        onSubmit={async (reason) => {
          if (!reporting) return;
          await report.mutateAsync({ id: reporting.id, reason });
          showSuccess(t("forum.report.done"));
        }}
      />
      <ReasonDialog
        open={deleting !== null}
        title={t("forum.remove.replyTitle")}
        label={t("forum.remove.reason")}
        placeholder={t("forum.remove.placeholder")}
        okText={t("forum.remove.submit")}
        danger
        maxLength={forumLimits.reasonMaxLength}
        onClose={() => setDeleting(null)}
        onSubmit={async (reason) => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.id, reason });
          showSuccess(t("forum.remove.done"));
        }}
      />
    </>
  );
}
