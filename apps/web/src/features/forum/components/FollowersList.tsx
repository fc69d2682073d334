import type { FollowMember } from "@portal/shared";
import { Empty, List, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useFollowers } from "../api.ts";
import { MemberAvatar } from "./MemberAvatar.tsx";

const pageSize = 10;

/** A member's followers (`userId`), or the signed-in member's when it is left out; paged. */
export function FollowersList({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const followers = useFollowers(userId ?? null, { page, pageSize });
  if (followers.isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (followers.isError) {
    return (
      <LoadFailure
        title={t("forum.follow.loadFailed")}
        error={followers.error}
        onRetry={() => void followers.refetch()}
      />
    );
  }
  if (followers.data.total === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("forum.follow.noFollowers")} />
    );
  }
  return (
    <List<FollowMember>
      dataSource={followers.data.list}
      rowKey="id"
      pagination={
        followers.data.total > pageSize
          ? { current: page, pageSize, total: followers.data.total, onChange: setPage }
          : false
      }
      renderItem={(member) => (
        <List.Item>
          <List.Item.Meta
            avatar={<MemberAvatar url={member.avatarUrl} />}
            title={
              <Link to={`/personinfo/${member.id}`} data-user-content>
                {member.nickname}
              </Link>
            }
          />
        </List.Item>
      )}
    />
  );
}
