import type { ForumPostSummary } from "@portal/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** The marks of a post beside its title: pinned, featured, solved, bounty, locked, its state. */
export function PostMarks({ post }: { post: ForumPostSummary }) {
  const { t } = useTranslation();
  const marked =
    post.isTop ||
    post.isEssence ||
    post.adoptedReplyId !== null ||
    post.reward > 0 ||
    post.isLocked ||
    post.status !== "published" ||
    post.hiddenByReports;
  if (!marked) return null;
  return (
    <span className="forum-marks">
      {post.isTop && <Tag color="red">{t("forum.marks.top")}</Tag>}
      {post.isEssence && <Tag color="gold">{t("forum.marks.essence")}</Tag>}
      {post.adoptedReplyId !== null && <Tag color="green">{t("forum.marks.solved")}</Tag>}
      {post.reward > 0 && (
        <Tag color={post.rewardState === "held" ? "volcano" : "default"}>
          {t("forum.marks.reward", { points: post.reward })}
        </Tag>
      )}
      {post.isLocked && <Tag>{t("forum.marks.locked")}</Tag>}
      {post.status === "pending" && <Tag color="processing">{t("forum.marks.pending")}</Tag>}
      {post.status === "rejected" && <Tag color="error">{t("forum.marks.rejected")}</Tag>}
      {post.hiddenByReports && <Tag color="warning">{t("forum.marks.hidden")}</Tag>}
    </span>
  );
}
