import type { FollowDelivery, FollowTargetType } from "@portal/shared";
import { Button, Empty, List, Radio, Skeleton, Space, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { type FollowListKind, useFollowDelivery, useFollowList, useSetFollow } from "../api.ts";
import { MemberAvatar } from "./MemberAvatar.tsx";

const pageSize = 10;

/** The follow target each list's rows are. */
const targetTypes = { users: "user", topics: "topic", posts: "post" } as const satisfies Record<
  FollowListKind,
  FollowTargetType
>;

/**
 * What the signed-in member follows, a tab each for members, boards and posts (paged, each row
 * with its unfollow), and how the news of them arrives: as it happens or in a daily digest.
 */
export function FollowingLists() {
  const { t } = useTranslation();
  return (
    <div className="forum-following">
      <DeliveryChoice />
      <Tabs
        items={(["users", "topics", "posts"] as const).map((kind) => ({
          key: kind,
          label: t(`forum.follow.tabs.${kind}`),
          children: <FollowedList kind={kind} />,
        }))}
      />
    </div>
  );
}

function DeliveryChoice() {
  const { t } = useTranslation();
  const { delivery, change } = useFollowDelivery();
  return (
    <Space wrap>
      <span id="forum-follow-delivery">{t("forum.follow.delivery")}</span>
      <Radio.Group
        aria-labelledby="forum-follow-delivery"
        value={change.isPending ? change.variables : delivery.data?.delivery}
        disabled={delivery.isPending || change.isPending}
        onChange={(event) => change.mutate(event.target.value as FollowDelivery)}
        options={[
          { value: "instant", label: t("forum.follow.instant") },
          { value: "digest", label: t("forum.follow.digest") },
        ]}
        optionType="button"
      />
    </Space>
  );
}

function FollowedList({ kind }: { kind: FollowListKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useFollowList(kind, { page, pageSize });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (list.isError) {
    return (
      <LoadFailure
        title={t("forum.follow.loadFailed")}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.total === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`forum.follow.empty.${kind}`)} />
    );
  }
  const rows: { id: number; name: React.ReactNode; avatar?: React.ReactNode }[] =
    list.data.list.map((row) => {
      if ("nickname" in row) {
        return {
          id: row.id,
          avatar: <MemberAvatar url={row.avatarUrl} />,
          name: (
            <Link to={`/personinfo/${row.id}`} data-user-content>
              {row.nickname}
            </Link>
          ),
        };
      }
      if ("nameLanguage" in row) {
        return {
          id: row.id,
          name: (
            <Link to={`/forum/topic/${row.id}`} lang={row.nameLanguage}>
              {row.name}
            </Link>
          ),
        };
      }
      return {
        id: row.id,
        name: (
          <Link to={`/forum/post/${row.id}`} data-user-content>
            {row.title}
          </Link>
        ),
      };
    });
  return (
    <List
      dataSource={rows}
      rowKey="id"
      pagination={
        list.data.total > pageSize
          ? { current: page, pageSize, total: list.data.total, onChange: setPage }
          : false
      }
      renderItem={(row) => (
        <List.Item actions={[<UnfollowButton key="unfollow" kind={kind} id={row.id} />]}>
          <List.Item.Meta avatar={row.avatar} title={row.name} />
        </List.Item>
      )}
    />
  );
}

function UnfollowButton({ kind, id }: { kind: FollowListKind; id: number }) {
  const { t } = useTranslation();
  const unfollow = useSetFollow(targetTypes[kind], id);
  return (
    <Button size="small" loading={unfollow.isPending} onClick={() => unfollow.mutate(false)}>
      {t("forum.follow.unfollow")}
    </Button>
  );
}
