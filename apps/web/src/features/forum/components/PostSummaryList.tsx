import { EyeOutlined, LikeOutlined, MessageOutlined } from "@ant-design/icons";
import { type ForumPostSummary, formatDate } from "@portal/shared";
import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Pager } from "../../../components/pager/Pager.tsx";
import { AuthorName } from "./AuthorName.tsx";
import { PostMarks } from "./PostMarks.tsx";

type Paging = {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
};

/** Posts as a list: marks, title, board, author, counts; paged when `paging` is given. */
export function PostSummaryList({
  posts,
  empty,
  paging,
  showBoard = true,
}: {
  posts: ForumPostSummary[];
  empty: string;
  paging?: Paging;
  showBoard?: boolean;
}) {
  const { t } = useTranslation();
  if (posts.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  }
  return (
    <>
      <ul className="forum-post-list">
        {posts.map((post) => (
          <li key={post.id} className="forum-post-item">
            <div className="forum-post-heading">
              <PostMarks post={post} />
              <Link to={`/forum/post/${post.id}`} className="forum-post-title" data-user-content>
                {post.title}
              </Link>
            </div>
            {post.excerpt && (
              <p className="forum-post-excerpt" data-user-content>
                {post.excerpt}
              </p>
            )}
            <div className="forum-post-meta">
              {showBoard && (
                <Link
                  to={`/forum/topic/${post.topicId}`}
                  className="forum-post-board"
                  lang={post.topicLanguage}
                >
                  {post.topicName}
                </Link>
              )}
              <AuthorName author={post.author} />
              <span>{formatDate(post.createdAt, "Y-m-d H:i")}</span>
              <span className="forum-post-counts">
                <span title={t("forum.counts.replies", { count: post.replyCount })}>
                  <MessageOutlined aria-hidden /> {post.replyCount}
                </span>
                <span title={t("forum.counts.likes", { count: post.likeCount })}>
                  <LikeOutlined aria-hidden /> {post.likeCount}
                </span>
                <span title={t("forum.counts.views", { count: post.viewCount })}>
                  <EyeOutlined aria-hidden /> {post.viewCount}
                </span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      {paging && paging.total > paging.pageSize && (
        <Pager
          className="forum-pagination"
          current={paging.page}
          pageSize={paging.pageSize}
          total={paging.total}
          onChange={paging.onChange}
          size="small"
        />
      )}
    </>
  );
}
