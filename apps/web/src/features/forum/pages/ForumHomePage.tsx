import { EditOutlined } from "@ant-design/icons";
import { Button, Empty, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { unansweredPageSize, useBoards, useHotPosts, useUnansweredPosts } from "../api.ts";
import { BoardIcon } from "../components/BoardIcon.tsx";
import { ActiveMembers, OnlineEngineers } from "../components/CommunityPeople.tsx";
import { ForumSearchBox } from "../components/ForumSearchBox.tsx";
import { PostSummaryList } from "../components/PostSummaryList.tsx";
import "../components/forum.css";

/** #/forum: the boards, hot and unanswered posts, the search and "Ask a question". */
export function ForumHomePage() {
  const { t } = useTranslation();
  return (
    <div className="page-container forum-page">
      <header className="forum-page-header">
        <div>
          <h1 className="page-title">{t("forum.home.title")}</h1>
          <p className="forum-muted">{t("forum.home.subtitle")}</p>
        </div>
        <Button type="primary" size="large" href="#/forum/new" icon={<EditOutlined aria-hidden />}>
          {t("forum.home.ask")}
        </Button>
      </header>
      <ForumSearchBox />
      <div className="forum-columns">
        <div className="forum-main">
          <BoardList />
          <UnansweredPosts />
        </div>
        <aside className="forum-side">
          <HotPosts />
          <ActiveMembers />
          <OnlineEngineers />
        </aside>
      </div>
    </div>
  );
}

function BoardList() {
  const { t } = useTranslation();
  const boards = useBoards();
  let body: React.ReactNode;
  if (boards.isPending) body = <Skeleton active avatar paragraph={{ rows: 4 }} />;
  else if (boards.isError) {
    body = (
      <LoadFailure
        title={t("forum.home.loadFailed")}
        error={boards.error}
        onRetry={() => void boards.refetch()}
      />
    );
  } else if (boards.data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("forum.home.noBoards")} />;
  } else {
    body = (
      <ul className="forum-board-list">
        {boards.data.map((board) => (
          <li key={board.id} className="forum-board-item">
            <Link to={`/forum/topic/${board.id}`} className="forum-board-link">
              <BoardIcon icon={board.icon} name={board.name} lang={board.localization.language} />
              <span className="forum-board-text" lang={board.localization.language}>
                <span className="forum-board-name">{board.name}</span>
                {board.description && (
                  <span className="forum-board-description">{board.description}</span>
                )}
              </span>
              <span className="forum-board-count">
                {t("forum.home.postCount", { count: board.postCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return <Card title={<h2 className="forum-card-title">{t("forum.home.boards")}</h2>}>{body}</Card>;
}

function UnansweredPosts() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const posts = useUnansweredPosts(page);
  let body: React.ReactNode;
  if (posts.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (posts.isError) {
    body = (
      <LoadFailure
        title={t("forum.home.loadFailed")}
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
    );
  } else {
    body = (
      <PostSummaryList
        posts={posts.data.list}
        empty={t("forum.home.noUnanswered")}
        paging={{
          page,
          pageSize: unansweredPageSize,
          total: posts.data.total,
          onChange: setPage,
        }}
      />
    );
  }
  return (
    <Card title={<h2 className="forum-card-title">{t("forum.home.unanswered")}</h2>}>{body}</Card>
  );
}

function HotPosts() {
  const { t } = useTranslation();
  const posts = useHotPosts();
  let body: React.ReactNode;
  if (posts.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (posts.isError) {
    body = (
      <LoadFailure
        title={t("forum.home.loadFailed")}
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
    );
  } else if (posts.data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("forum.home.noHot")} />;
  } else {
    body = (
      <ol className="forum-hot-list">
        {posts.data.map((post) => (
          <li key={post.id} className="forum-hot-item">
            <Link to={`/forum/post/${post.id}`} data-user-content>
              {post.title}
            </Link>
            <span className="forum-muted">
              {t("forum.counts.replies", { count: post.replyCount })}
            </span>
          </li>
        ))}
      </ol>
    );
  }
  return <Card title={<h2 className="forum-card-title">{t("forum.home.hot")}</h2>}>{body}</Card>;
}
