import {
  DeleteOutlined,
  DislikeOutlined,
  EyeOutlined,
  FlagOutlined,
  LikeOutlined,
  PaperClipOutlined,
  SettingOutlined,
  TrophyOutlined,
} from "@ant-design/icons";
import {
  type ForumPostDetail,
  formatBytes,
  formatDate,
  forumLimits,
  moderationLimits,
} from "@portal/shared";
import { Alert, Button, Descriptions, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { RichContent } from "../../../components/rich-content/RichContent.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { useDeletePost, usePostVote, useReportPost } from "../api.ts";
import { AuthorName } from "./AuthorName.tsx";
import { FollowButton } from "./FollowButton.tsx";
import { filledSentence, valueSlot } from "./filled-sentence.tsx";
import { LinkedProducts } from "./LinkedProducts.tsx";
import { RaiseRewardDialog, ReasonDialog } from "./lazy-dialogs.ts";
import { PostMarks } from "./PostMarks.tsx";

type Dialog = "report" | "delete" | "reward" | null;

/** A post: its marks, board, details, body, counts and what the reader may do with it. */
export function PostView({ post, signedIn }: { post: ForumPostDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const vote = usePostVote(post.id);
  const report = useReportPost();
  const remove = useDeletePost(post.id);

  return (
    <Card className="forum-post">
      <div className="forum-post-heading">
        <PostMarks post={post} />
      </div>
      <h1 className="forum-post-page-title" data-user-content>
        {post.title}
      </h1>
      <div className="forum-post-meta">
        <Link
          to={`/forum/topic/${post.board.id}`}
          className="forum-post-board"
          lang={post.topicLanguage}
        >
          {post.board.name}
        </Link>
        <AuthorName author={post.author} />
        <span>{t("forum.detail.postedAt", { time: formatDate(post.createdAt, "Y-m-d H:i") })}</span>
        <span>
          <EyeOutlined aria-hidden /> {t("forum.counts.views", { count: post.viewCount })}
        </span>
      </div>
      {post.status === "pending" && (
        <Alert
          type="info"
          showIcon
          className="forum-notice"
          title={t("forum.detail.pendingNotice")}
        />
      )}
      {post.status === "rejected" && (
        <Alert
          type="error"
          showIcon
          className="forum-notice"
          title={
            post.statusReason
              ? filledSentence(
                  t("forum.detail.rejectedReason", { reason: valueSlot }),
                  <span data-user-content>{post.statusReason}</span>,
                )
              : t("forum.detail.rejectedNotice")
          }
        />
      )}
      {post.hiddenByReports && (
        <Alert
          type="warning"
          showIcon
          className="forum-notice"
          title={t("forum.detail.hiddenNotice")}
        />
      )}
      {post.reward > 0 && (
        <Alert
          type={post.rewardState === "held" ? "warning" : "success"}
          icon={<TrophyOutlined aria-hidden />}
          showIcon
          className="forum-notice"
          title={`${t("forum.marks.reward", { points: post.reward })} · ${t(`forum.rewardStates.${post.rewardState}`)}`}
        />
      )}
      {(post.templateAnswers.length > 0 || post.tags.length > 0 || post.productIds.length > 0) && (
        <Descriptions
          className="forum-post-details"
          size="small"
          column={1}
          bordered
          items={[
            ...post.templateAnswers
              .filter((answer) => answer.value.trim() !== "")
              .map((answer) => ({
                key: `template-${answer.key}`,
                label: answer.label,
                children: (
                  <span className="forum-pre" data-user-content>
                    {answer.value}
                  </span>
                ),
              })),
            ...(post.tags.length > 0
              ? [
                  {
                    key: "tags",
                    label: t("forum.detail.tags"),
                    children: (
                      <span className="forum-tags" data-user-content>
                        {post.tags.map((tag) => (
                          <Tag key={tag}>{tag}</Tag>
                        ))}
                      </span>
                    ),
                  },
                ]
              : []),
            ...(post.productIds.length > 0
              ? [
                  {
                    key: "products",
                    label: t("forum.detail.products"),
                    children: <LinkedProducts ids={post.productIds} />,
                  },
                ]
              : []),
          ]}
        />
      )}
      <div data-user-content>
        <RichContent html={post.content} />
      </div>
      {post.attachments.length > 0 && (
        <section className="forum-attachments" aria-label={t("forum.detail.attachments")}>
          <h2 className="forum-card-title">{t("forum.detail.attachments")}</h2>
          <ul>
            {post.attachments.map((file) => (
              <li key={file.url}>
                <PaperClipOutlined aria-hidden />{" "}
                <a href={file.url} download={file.name} rel="noopener" data-user-content>
                  {file.name}
                </a>{" "}
                <span className="forum-muted">{formatBytes(file.size)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="forum-post-actions">
        <Button
          icon={<LikeOutlined aria-hidden />}
          type={post.liked ? "primary" : "default"}
          aria-pressed={post.liked}
          disabled={!signedIn || post.isAuthor}
          loading={vote.isPending && vote.variables === "like"}
          onClick={() => vote.mutate("like")}
        >
          {t("forum.detail.like")} {post.likeCount}
        </Button>
        <Button
          icon={<DislikeOutlined aria-hidden />}
          type={post.disliked ? "primary" : "default"}
          aria-pressed={post.disliked}
          disabled={!signedIn || post.isAuthor}
          loading={vote.isPending && vote.variables === "dislike"}
          onClick={() => vote.mutate("dislike")}
        >
          {t("forum.detail.dislike")} {post.dislikeCount}
        </Button>
        <FollowButton targetType="post" targetId={post.id} count={post.followCount} />
        {signedIn && !post.isAuthor && (
          <Button icon={<FlagOutlined aria-hidden />} onClick={() => setDialog("report")}>
            {t("forum.detail.report")}
          </Button>
        )}
        {post.isAuthor &&
          post.rewardState !== "paid" &&
          post.rewardState !== "refunded" &&
          post.adoptedReplyId === null &&
          post.status !== "deleted" && (
            <Button icon={<TrophyOutlined aria-hidden />} onClick={() => setDialog("reward")}>
              {t("forum.detail.raiseReward")}
            </Button>
          )}
        {(post.isAuthor || post.canModerate) && (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setDialog("delete")}>
            {t("forum.detail.delete")}
          </Button>
        )}
        {post.canModerate && (
          <Button href={`#/server/postdetail/${post.id}`} icon={<SettingOutlined aria-hidden />}>
            {t("forum.detail.manage")}
          </Button>
        )}
      </div>
      <ReasonDialog
        open={dialog === "report"}
        title={t("forum.report.title")}
        label={t("forum.report.reason")}
        placeholder={t("forum.report.placeholder")}
        okText={t("forum.report.submit")}
        maxLength={moderationLimits.reportReasonMaxLength}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await report.mutateAsync({ postId: post.id, reason });
          showSuccess(t("forum.report.done"));
        }}
      />
      <ReasonDialog
        open={dialog === "delete"}
        title={t("forum.remove.title")}
        label={t("forum.remove.reason")}
        placeholder={t("forum.remove.placeholder")}
        hint={post.rewardState === "held" ? t("forum.remove.hint") : undefined}
        okText={t("forum.remove.submit")}
        danger
        maxLength={forumLimits.reasonMaxLength}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await remove.mutateAsync(reason);
          showSuccess(t("forum.detail.deleted"));
          navigate(`/forum/topic/${post.board.id}`, { replace: true });
        }}
      />
      <RaiseRewardDialog
        open={dialog === "reward"}
        postId={post.id}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
