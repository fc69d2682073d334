import { LikeOutlined } from "@ant-design/icons";
import { formatDate } from "@portal/shared";
import { Button, Empty, Skeleton, Space } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/avatar/Avatar.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { Pager } from "../../../components/pager/Pager.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { lazyPopup } from "../../../lib/lazy-popup.tsx";
import { commentPageSize, useComments, useLikeComment } from "../api.ts";

// A comment's deletion confirms in a popover (with antd's tooltip and trigger): only an author
// sees it, so it comes with their first own comment, not with every reader's page.
const DeleteCommentConfirm = lazyPopup(() =>
  import("./DeleteCommentConfirm.tsx").then((module) => module.DeleteCommentConfirm),
);

const CommentForm = lazy(() =>
  import("./CommentForm.tsx").then((module) => ({ default: module.CommentForm })),
);

/** The comments of a published text, newest first; signed-in readers write, like and delete theirs. */
export function CommentSection({ textId, count }: { textId: number; count: number }) {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.token !== null);
  const [page, setPage] = useState(1);
  const comments = useComments(textId, page);
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
        <>
          {/* Drawn as Ant Design's List is, without it: it imports its pagination and select. */}
          <ul className="comment-list">
            {comments.data.list.map((comment) => (
              <li key={comment.id} className="comment-item" data-testid="comment">
                <div className="comment-item-meta">
                  <Avatar src={comment.avatar ?? undefined}>{comment.nickname.slice(0, 1)}</Avatar>
                  <div className="comment-item-content">
                    <div className="comment-item-title">
                      <Space size="small">
                        {comment.authorDeleted ? (
                          <span className="text-muted">{t("content.comments.deletedUser")}</span>
                        ) : (
                          <span data-user-content>{comment.nickname}</span>
                        )}
                        <span className="text-muted">
                          {formatDate(comment.createdAt, "Y-m-d H:i")}
                        </span>
                      </Space>
                    </div>
                    <div className="comment-content" data-user-content>
                      {comment.content}
                    </div>
                  </div>
                </div>
                <ul className="comment-item-actions">
                  <li>
                    <Button
                      type="text"
                      size="small"
                      icon={<LikeOutlined />}
                      disabled={!signedIn}
                      aria-pressed={comment.liked}
                      onClick={() => like.mutate({ id: comment.id, textId })}
                    >
                      {comment.likeCount}
                    </Button>
                  </li>
                  {comment.deletable ? (
                    <li>
                      <DeleteCommentConfirm id={comment.id} textId={textId}>
                        <Button type="text" size="small" danger>
                          {t("content.comments.delete")}
                        </Button>
                      </DeleteCommentConfirm>
                    </li>
                  ) : null}
                </ul>
              </li>
            ))}
          </ul>
          {comments.data.total > commentPageSize ? (
            <Pager
              className="comment-pager"
              current={page}
              pageSize={commentPageSize}
              total={comments.data.total}
              onChange={setPage}
              size="small"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
