import { EditOutlined } from "@ant-design/icons";
import { Button, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { HttpError } from "../../../lib/http.ts";
import { useBoard, useBoardPosts } from "../api.ts";
import { BoardIcon } from "../components/BoardIcon.tsx";
import { FollowButton } from "../components/FollowButton.tsx";
import { ForumNotFound } from "../components/ForumNotFound.tsx";
import { PostSummaryList } from "../components/PostSummaryList.tsx";
import "../components/forum.css";
import { Breadcrumbs } from "../../../components/Breadcrumbs.tsx";

const pageSize = 20;

/** #/forum/topic/{id}: a board, its posts (pinned and featured first) and "Ask in this board". */
export function BoardPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const board = useBoard(id);
  const posts = useBoardPosts(id, { page, pageSize });

  if (!Number.isSafeInteger(id) || id <= 0)
    return <ForumNotFound title={t("forum.board.notFound")} />;
  if (
    board.isError &&
    board.error instanceof HttpError &&
    [400, 404].includes(board.error.status)
  ) {
    return <ForumNotFound title={t("forum.board.notFound")} />;
  }

  let list: React.ReactNode;
  if (posts.isPending) list = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (posts.isError) {
    list = (
      <LoadFailure
        title={t("forum.board.loadFailed")}
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
    );
  } else {
    list = (
      <PostSummaryList
        posts={posts.data.list}
        empty={t("forum.board.empty")}
        showBoard={false}
        paging={{ page, pageSize, total: posts.data.total, onChange: setPage }}
      />
    );
  }

  return (
    <div className="page-container forum-page">
      <Breadcrumbs
        className="forum-breadcrumb"
        items={[
          { key: "forum", title: <Link to="/forum">{t("nav.forum")}</Link> },
          {
            key: "board",
            title: board.data ? (
              <span lang={board.data.localization.language}>{board.data.name}</span>
            ) : (
              ""
            ),
          },
        ]}
      />
      <header className="forum-page-header">
        {board.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        ) : board.isError ? (
          <LoadFailure
            title={t("forum.board.loadFailed")}
            error={board.error}
            onRetry={() => void board.refetch()}
          />
        ) : (
          <div className="forum-board-header">
            <BoardIcon
              icon={board.data.icon}
              name={board.data.name}
              lang={board.data.localization.language}
              size={56}
            />
            <div>
              <div lang={board.data.localization.language}>
                <h1 className="page-title">{board.data.name}</h1>
                {board.data.description && <p className="forum-muted">{board.data.description}</p>}
              </div>
              {board.data.moderators.length > 0 && (
                <p className="forum-muted">
                  {t("forum.board.moderators")}{" "}
                  <span data-user-content>
                    {board.data.moderators.map((moderator) => moderator.nickname).join(", ")}
                  </span>
                </p>
              )}
            </div>
          </div>
        )}
        <Space wrap>
          <FollowButton targetType="topic" targetId={id} size="large" />
          <Button
            type="primary"
            size="large"
            href={`#/forum/new?topicId=${id}`}
            icon={<EditOutlined aria-hidden />}
          >
            {t("forum.board.askHere")}
          </Button>
        </Space>
      </header>
      <Card>{list}</Card>
    </div>
  );
}
