import {
  type ForumStatus,
  formatDate,
  forumStatuses,
  type ManagedPostDetail,
  type ManagedReply,
  type ModerationRecord,
} from "@portal/shared";
import { Button, Card, Descriptions, Form, Result, Select, Skeleton, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ListOrFailure } from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { HttpError } from "../../../../lib/http.ts";
import {
  useCertifyReply,
  useDeleteReply,
  useForumBoardOptions,
  useManagedPost,
  useManagedReplies,
  useModerationLog,
  usePostAction,
} from "../api.ts";
import { ConfirmAction } from "../components/ConfirmAction.tsx";
import { ContentPreview } from "../components/ContentPreview.tsx";
import { ReasonModal } from "../components/ReasonModal.tsx";
import "../components/forum-management.css";

/** Which reason-asking dialog is open: lock, move or delete the post, or delete a reply. */
type Asking = { kind: "lock" | "move" | "delete" } | { kind: "deleteReply"; reply: ManagedReply };

const statusColours: Record<ForumStatus, string> = {
  pending: "gold",
  published: "green",
  rejected: "volcano",
  deleted: "default",
};

/** Text of a reply's HTML, for its table cell (the body is shown whole on the public page). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent?.trim() ?? "";
}

/**
 * `#/server/postdetail/{id}`: one post in any state as staff see it, the moderator actions
 * (top, essence, move, lock, delete), its replies in every state (certify, delete) and the
 * moderation log: who did what, when and why.
 */
export function PostDetailManagementPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const post = useManagedPost(id);

  if (
    !Number.isInteger(id) ||
    id < 1 ||
    (post.error instanceof HttpError && post.error.status === 404)
  ) {
    return <Result status="404" title={t("forum-management.post.notFound")} />;
  }
  return (
    <div className="management-page">
      <ListOrFailure query={post}>
        {post.data ? <PostManagement post={post.data} /> : <Skeleton active />}
      </ListOrFailure>
    </div>
  );
}

function PostManagement({ post }: { post: ManagedPostDetail }) {
  const { t } = useTranslation();
  const words = (key: string, values?: Record<string, string | number>) =>
    t(`forum-management.post.${key}`, values);
  const act = usePostAction();
  const [asking, setAsking] = useState<Asking | null>(null);
  const boards = useForumBoardOptions(asking?.kind === "move");
  const deleteReply = useDeleteReply();
  const done = (action: string) => words("done", { action: words(action) });
  const reportLine = (key: string, summary: ManagedPostDetail["reports"]) =>
    words(key, { open: summary.open, upheld: summary.upheld, dismissed: summary.dismissed });

  return (
    <>
      <div className="management-page-header">
        <div>
          <h1 className="page-title" data-user-content>
            {post.title}
          </h1>
          <p className="page-subtitle management-page-subtitle">{t("routes.postdetail")}</p>
        </div>
        <div className="management-page-actions">
          <Button href={`#/forum/post/${post.id}`} target="_blank" rel="noopener">
            {words("publicPage")}
          </Button>
        </div>
      </div>
      <Card>
        <Descriptions
          className="forum-management-descriptions"
          size="small"
          bordered
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            {
              key: "status",
              label: t("forum-management.common.status"),
              children: (
                <Space wrap size={4}>
                  <Tag color={statusColours[post.status]}>
                    {t(`forum-management.common.statuses.${post.status}`)}
                  </Tag>
                  {post.hiddenByReports ? (
                    <Tag color="volcano">{t("forum-management.common.hidden")}</Tag>
                  ) : null}
                  {post.isTop ? <Tag color="blue">{words("flags.top")}</Tag> : null}
                  {post.isEssence ? <Tag color="gold">{words("flags.essence")}</Tag> : null}
                  {post.isLocked ? <Tag>{words("flags.locked")}</Tag> : null}
                </Space>
              ),
            },
            ...(post.statusReason
              ? [
                  {
                    key: "reason",
                    label: words("statusReason"),
                    children: <span data-user-content>{post.statusReason}</span>,
                  },
                ]
              : []),
            { key: "board", label: t("forum-management.common.board"), children: post.board.name },
            {
              key: "author",
              label: t("forum-management.common.author"),
              children: <span data-user-content>{post.author.nickname}</span>,
            },
            {
              key: "reward",
              label: words("reward"),
              children:
                post.reward > 0
                  ? words("rewardValue", {
                      reward: post.reward,
                      state: words(`rewardStates.${post.rewardState}`),
                    })
                  : words("noReward"),
            },
            ...(post.tags.length > 0
              ? [
                  {
                    key: "tags",
                    label: words("tags"),
                    children: <span data-user-content>{post.tags.join(", ")}</span>,
                  },
                ]
              : []),
            {
              key: "counts",
              label: words("counts"),
              children: words("countsValue", {
                replies: post.replyCount,
                allReplies: post.allReplyCount,
                likes: post.likeCount,
                dislikes: post.dislikeCount,
                views: post.viewCount,
                follows: post.followCount,
              }),
            },
            {
              key: "reports",
              label: words("reportSummary"),
              children: (
                <>
                  <div>{reportLine("reportsValue", post.reports)}</div>
                  <div>{reportLine("replyReportsValue", post.replyReports)}</div>
                </>
              ),
            },
            {
              key: "createdAt",
              label: t("forum-management.common.createdAt"),
              children: formatDate(post.createdAt, "Y-m-d H:i"),
            },
            {
              key: "updatedAt",
              label: words("updatedAt"),
              children: formatDate(post.updatedAt, "Y-m-d H:i"),
            },
          ]}
        />
        <section className="forum-management-section" aria-label={words("actions")}>
          <h2 className="forum-management-item-title">{words("actions")}</h2>
          <Space wrap className="forum-management-actions">
            <ConfirmAction
              type="default"
              label={words(post.isTop ? "untop" : "top")}
              question={words(post.isTop ? "confirmUntop" : "confirmTop")}
              doneMessage={done(post.isTop ? "untop" : "top")}
              onAct={() =>
                act.mutateAsync({ path: "postsToTop", body: { postId: post.id, top: !post.isTop } })
              }
            />
            <ConfirmAction
              type="default"
              label={words(post.isEssence ? "unessence" : "essence")}
              question={words(post.isEssence ? "confirmUnessence" : "confirmEssence")}
              doneMessage={done(post.isEssence ? "unessence" : "essence")}
              onAct={() =>
                act.mutateAsync({
                  path: "postsToEssence",
                  body: { postId: post.id, essence: !post.isEssence },
                })
              }
            />
            <Button size="small" onClick={() => setAsking({ kind: "move" })}>
              {words("move")}
            </Button>
            {post.isLocked ? (
              <ConfirmAction
                type="default"
                label={words("unlock")}
                question={words("confirmUnlock")}
                doneMessage={done("unlock")}
                onAct={() =>
                  act.mutateAsync({
                    path: "lockPosts",
                    body: { postId: post.id, locked: false },
                  })
                }
              />
            ) : (
              <Button size="small" onClick={() => setAsking({ kind: "lock" })}>
                {words("lock")}
              </Button>
            )}
            {post.status !== "deleted" ? (
              <Button size="small" danger onClick={() => setAsking({ kind: "delete" })}>
                {words("delete")}
              </Button>
            ) : null}
          </Space>
        </section>
        <section className="forum-management-section" aria-label={words("content")}>
          <h2 className="forum-management-item-title">{words("content")}</h2>
          <ContentPreview html={post.content} />
        </section>
      </Card>
      <PostReplies
        postId={post.id}
        onDelete={(reply) => setAsking({ kind: "deleteReply", reply })}
      />
      <ModerationLog postId={post.id} />
      {asking?.kind === "lock" ? (
        <ReasonModal
          title={words("lockTitle")}
          okText={words("lock")}
          doneMessage={done("lock")}
          onSubmit={({ reason }) =>
            act.mutateAsync({ path: "lockPosts", body: { postId: post.id, locked: true, reason } })
          }
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking?.kind === "delete" ? (
        <ReasonModal
          danger
          title={words("deleteTitle")}
          okText={words("delete")}
          doneMessage={done("delete")}
          onSubmit={({ reason }) =>
            act.mutateAsync({ path: "delPosts", body: { id: post.id, reason } })
          }
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking?.kind === "move" ? (
        <ReasonModal
          title={words("moveTitle")}
          okText={words("move")}
          doneMessage={done("move")}
          onSubmit={({ reason, topicId }) =>
            act.mutateAsync({
              path: "movePosts",
              body: { postId: post.id, topicId: topicId ?? 0, reason },
            })
          }
          onClose={() => setAsking(null)}
        >
          <Form.Item
            name="topicId"
            label={words("targetBoard")}
            rules={[{ required: true, message: words("targetBoardRequired") }]}
          >
            <Select
              loading={boards.isFetching}
              options={(boards.data?.list ?? [])
                .filter((board) => board.id !== post.board.id)
                .map((board) => ({
                  value: board.id,
                  label: <span lang={board.language}>{board.name}</span>,
                  title: board.name,
                }))}
            />
          </Form.Item>
        </ReasonModal>
      ) : null}
      {asking?.kind === "deleteReply" ? (
        <ReasonModal
          danger
          title={words("deleteReplyTitle")}
          okText={words("delete")}
          doneMessage={done("delete")}
          onSubmit={({ reason }) => deleteReply.mutateAsync({ id: asking.reply.id, reason })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}

type ReplyFilters = { status?: ForumStatus | undefined };

function PostReplies({
  postId,
  onDelete,
}: {
  postId: number;
  onDelete: (reply: ManagedReply) => void;
}) {
  const { t } = useTranslation();
  const words = (key: string, values?: Record<string, string | number>) =>
    t(`forum-management.post.${key}`, values);
  const listState = useListState<ReplyFilters>({});
  const list = useManagedReplies({
    postId,
    ...listState.filters,
    page: listState.page,
    pageSize: listState.pageSize,
  });
  const certify = useCertifyReply();

  const columns: ManagementColumn<ManagedReply>[] = [
    {
      key: "author",
      title: t("forum-management.common.author"),
      width: 120,
      render: (_, row) => <CutText text={row.author.nickname} userContent />,
    },
    {
      key: "content",
      title: words("content"),
      render: (_, row) => <CutText text={plainText(row.content)} userContent />,
    },
    {
      key: "status",
      title: t("forum-management.common.status"),
      width: 170,
      render: (_, row) => (
        <Space wrap size={2}>
          <Tag color={statusColours[row.status]}>
            {t(`forum-management.common.statuses.${row.status}`)}
          </Tag>
          {row.hiddenByReports ? (
            <Tag color="volcano">{t("forum-management.common.hidden")}</Tag>
          ) : null}
          {row.certified ? <Tag color="blue">{words("certified")}</Tag> : null}
          {row.adopted ? <Tag color="green">{words("adopted")}</Tag> : null}
        </Space>
      ),
    },
    {
      key: "reports",
      title: t("forum-management.post.reportSummary"),
      width: 130,
      choosable: "shown",
      render: (_, row) =>
        row.reportCount > 0
          ? words("replyReports", { count: row.reportCount, open: row.openReportCount })
          : null,
    },
    {
      key: "votes",
      title: words("counts"),
      width: 110,
      choosable: "hidden",
      render: (_, row) => words("votes", { likes: row.likeCount, dislikes: row.dislikeCount }),
    },
    {
      key: "createdAt",
      title: t("forum-management.common.createdAt"),
      width: 140,
      render: (_, row) => (
        <span className="management-nowrap">{formatDate(row.createdAt, "Y-m-d H:i")}</span>
      ),
    },
  ];

  return (
    <Card
      className="forum-management-section"
      title={<h2 className="forum-management-item-title">{words("replies")}</h2>}
    >
      <ListOrFailure query={list}>
        <div className="management-page-filters">
          <Select<ForumStatus | "">
            aria-label={words("replyStatusFilter")}
            value={listState.filters.status ?? ""}
            onChange={(status) => listState.setFilters({ status: status || undefined })}
            options={[
              { value: "", label: words("allStatuses") },
              ...forumStatuses.map((status) => ({
                value: status,
                label: t(`forum-management.common.statuses.${status}`),
              })),
            ]}
          />
        </div>
        <ManagementTable<ManagedReply>
          table="forum-post-replies"
          rowKey="id"
          columns={columns}
          {...listState.tableOf(list)}
          emptyText={words("noReplies")}
          actions={{
            width: 170,
            render: (row) => (
              <Space size={0} wrap>
                <ConfirmAction
                  label={words(row.certified ? "uncertify" : "certify")}
                  question={words(row.certified ? "confirmUncertify" : "confirmCertify")}
                  doneMessage={words("done", {
                    action: words(row.certified ? "uncertify" : "certify"),
                  })}
                  onAct={() => certify.mutateAsync({ id: row.id, certified: !row.certified })}
                />
                {row.status !== "deleted" ? (
                  <Button type="link" size="small" danger onClick={() => onDelete(row)}>
                    {words("delete")}
                  </Button>
                ) : null}
              </Space>
            ),
          }}
        />
      </ListOrFailure>
    </Card>
  );
}

function ModerationLog({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const words = (key: string, values?: Record<string, string | number>) =>
    t(`forum-management.post.${key}`, values);
  const listState = useListState({});
  const list = useModerationLog({ postId, page: listState.page, pageSize: listState.pageSize });

  const columns: ManagementColumn<ModerationRecord>[] = [
    {
      key: "who",
      title: words("logWho"),
      width: 140,
      render: (_, row) => <CutText text={row.actorName} userContent />,
    },
    {
      key: "what",
      title: words("logWhat"),
      width: 170,
      render: (_, row) =>
        `${words(`logActions.${row.action}`)}${row.replyId ? words("logReply", { id: row.replyId }) : ""}`,
    },
    {
      key: "when",
      title: words("logWhen"),
      width: 140,
      render: (_, row) => (
        <span className="management-nowrap">{formatDate(row.createdAt, "Y-m-d H:i")}</span>
      ),
    },
    {
      key: "why",
      title: words("logWhy"),
      render: (_, row) => <CutText text={row.reason} userContent />,
    },
  ];

  return (
    <Card
      className="forum-management-section"
      title={<h2 className="forum-management-item-title">{words("log")}</h2>}
    >
      <ListOrFailure query={list}>
        <ManagementTable<ModerationRecord>
          table="forum-moderation-log"
          rowKey="id"
          columns={columns}
          {...listState.tableOf(list)}
          emptyText={words("noLog")}
        />
      </ListOrFailure>
    </Card>
  );
}
