import { CheckCircleFilled } from "@ant-design/icons";
import { formatDate, forumPostPath, type MemberReply } from "@portal/shared";
import { Empty, List, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { type MemberPostsKind, useMemberPosts, useMemberReplies } from "../api.ts";
import { PostSummaryList } from "./PostSummaryList.tsx";

const pageSize = 10;

/** A member's visible posts, or the posts that adopted their answer, paged. */
export function MemberPostsList({ userId, kind }: { userId: number; kind: MemberPostsKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const posts = useMemberPosts(userId, kind, { page, pageSize });
  if (posts.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (posts.isError) {
    return (
      <LoadFailure
        title={t("forum.member.loadFailed")}
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
    );
  }
  return (
    <PostSummaryList
      posts={posts.data.list}
      empty={t(kind === "posts" ? "forum.member.noPosts" : "forum.member.noAdopted")}
      paging={{ page, pageSize, total: posts.data.total, onChange: setPage }}
    />
  );
}

/** A member's visible replies, each under the title of the post it answers, paged. */
export function MemberRepliesList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const replies = useMemberReplies(userId, { page, pageSize });
  if (replies.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (replies.isError) {
    return (
      <LoadFailure
        title={t("forum.member.loadFailed")}
        error={replies.error}
        onRetry={() => void replies.refetch()}
      />
    );
  }
  if (replies.data.total === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("forum.member.noReplies")} />;
  }
  return (
    <List<MemberReply>
      dataSource={replies.data.list}
      rowKey="id"
      pagination={
        replies.data.total > pageSize
          ? { current: page, pageSize, total: replies.data.total, onChange: setPage }
          : false
      }
      renderItem={(reply) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Link to={forumPostPath(reply.postId, reply.id)} data-user-content>
                {reply.postTitle}
              </Link>
            }
            description={
              <>
                <span data-user-content>{reply.excerpt}</span>
                <div className="forum-post-meta">
                  {reply.adopted ? (
                    <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
                      {t("forum.member.adopted")}
                    </Tag>
                  ) : null}
                  <span>{formatDate(reply.createdAt, "Y-m-d H:i")}</span>
                </div>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
