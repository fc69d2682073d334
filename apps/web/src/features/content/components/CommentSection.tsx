import { LikeOutlined } from "@ant-design/icons";
import { formatDate } from "@portal/shared";
import { Avatar, Button, Empty, List, Popconfirm, Skeleton, Space } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { showSuccess } from "../../../lib/feedback.ts";
import { commentPageSize, useComments, useDeleteComment, useLikeComment } from "../api.ts";

const CommentForm = lazy(() =>
  import("./CommentForm.tsx").then((module) => ({ default: module.CommentForm })),
);

/** The comments of a published text, newest first; signed-in readers write, like and delete theirs. */
export function CommentSection({ textId, count }: { textId: number; count: number }) {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.token !== null);
  const [page, setPage] = useState(1);
  const comments = useComments(textId, page);
  const remove = useDeleteComment();
  const like = useLikeComment();

  return (
    <section className="comment-section" aria-labelledby="comments-title">
      <h2 id="comments-title">{t("content.comments.title", { count })}</h2>
      {signedIn ? (
        <Suspense fallback={<div className="comment-form comment-form-placeholder" />}>
          <CommentForm textId={textId} onAdded={() => setPage(1)} />
        </Suspense>
      ) : null}
      {comments.isPending ? (
        <Skeleton active avatar />
      ) : comments.isError ? (
        <LoadFailure
          title={t("content.comments.loadFailed")}
          error={comments.error}
          onRetry={() => void comments.refetch()}
        />
      ) : comments.data.total === 0 ? (
        <Empty description={t("content.comments.empty")} />
      ) : (
        <List
          dataSource={comments.data.list}
          pagination={
            comments.data.total > commentPageSize
              ? {
                  current: page,
                  pageSize: commentPageSize,
                  total: comments.data.total,
                  onChange: setPage,
                  size: "small",
                }
              : false
          }
          renderItem={(comment) => (
            <List.Item
              key={comment.id}
              data-testid="comment"
              actions={[
                <Button
                  key="like"
                  type="text"
                  size="small"
                  icon={<LikeOutlined />}
                  disabled={!signedIn}
                  aria-pressed={comment.liked}
                  onClick={() => like.mutate({ id: comment.id, textId })}
                >
                  {comment.likeCount}
                </Button>,
                ...(comment.deletable
                  ? [
                      <Popconfirm
                        key="delete"
                        title={t("content.comments.deleteConfirm")}
                        onConfirm={() =>
                          remove.mutateAsync({ id: comment.id, textId }).then(() => {
                            showSuccess(t("content.comments.deleted"));
                          })
                        }
                      >
                        <Button type="text" size="small" danger>
                          {t("content.comments.delete")}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                avatar={
                  <Avatar src={comment.avatar ?? undefined}>{comment.nickname.slice(0, 1)}</Avatar>
                }
                title={
                  <Space size="small">
                    {comment.authorDeleted ? (
                      <span className="text-muted">{t("content.comments.deletedUser")}</span>
                    ) : (
                      <span data-user-content>{comment.nickname}</span>
                    )}
                    <span className="text-muted">{formatDate(comment.createdAt, "Y-m-d H:i")}</span>
                  </Space>
                }
                description={
                  <span className="comment-content" data-user-content>
                    {comment.content}
                  </span>
                }
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
