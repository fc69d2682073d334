import { Empty, List, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useActiveUsers, useOnlineEngineers } from "../api.ts";
import { MemberAvatar } from "./MemberAvatar.tsx";

/** The side column's "Active members": the most posts and replies of the last 7 days. */
export function ActiveMembers() {
  const { t } = useTranslation();
  const members = useActiveUsers();
  let body: React.ReactNode;
  if (members.isPending) body = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (members.isError) {
    body = (
      <LoadFailure
        title={t("forum.people.loadFailed")}
        error={members.error}
        onRetry={() => void members.refetch()}
      />
    );
  } else if (members.data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("forum.people.noActive")} />;
  } else {
    body = (
      <List
        size="small"
        dataSource={members.data}
        rowKey="id"
        renderItem={(member) => (
          <List.Item>
            <List.Item.Meta
              avatar={<MemberAvatar url={member.avatarUrl} size={28} />}
              title={
                <Link to={`/personinfo/${member.id}`} data-user-content>
                  {member.nickname}
                </Link>
              }
              description={t("forum.people.activity", {
                posts: t("forum.people.posts", { count: member.posts }),
                replies: t("forum.people.replies", { count: member.replies }),
              })}
            />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Card title={<h2 className="forum-card-title">{t("forum.people.active")}</h2>}>{body}</Card>
  );
}

/**
 * The side column's "Engineers online". The path belongs to the community module; when it
 * fails or names nobody the card says nobody is online rather than showing an error, since the
 * column is a courtesy beside the forum.
 */
export function OnlineEngineers() {
  const { t } = useTranslation();
  const engineers = useOnlineEngineers();
  let body: React.ReactNode;
  if (engineers.isPending) body = <Skeleton active avatar paragraph={{ rows: 2 }} />;
  else if (engineers.isError || engineers.data.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("forum.people.noEngineers")} />
    );
  } else {
    body = (
      <List
        size="small"
        dataSource={engineers.data}
        rowKey="id"
        renderItem={(engineer) => (
          <List.Item>
            <List.Item.Meta
              avatar={<MemberAvatar url={engineer.avatarUrl} size={28} />}
              title={
                <Link to={`/personinfo/${engineer.id}`} data-user-content>
                  {engineer.nickname}
                </Link>
              }
            />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Card title={<h2 className="forum-card-title">{t("forum.people.engineers")}</h2>}>{body}</Card>
  );
}
