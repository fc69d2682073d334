import { Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useActiveUsers, useOnlineEngineers } from "../api.ts";
import { MemberAvatar } from "./MemberAvatar.tsx";

type Person = { id: number; nickname: string; avatarUrl?: string | null };

/**
 * People as a small list drawn as Ant Design's (`List size="small"` with its item meta), which
 * imports its pagination and select: 30 KB gzipped of the forum home's first visit.
 */
function PeopleList<Member extends Person>({
  people,
  describe,
}: {
  people: readonly Member[];
  describe?: (person: Member) => ReactNode;
}) {
  return (
    <ul className="forum-people">
      {people.map((person) => (
        <li key={person.id} className="forum-people-item">
          <MemberAvatar url={person.avatarUrl} size={28} />
          <div className="forum-people-text">
            <Link to={`/personinfo/${person.id}`} data-user-content>
              {person.nickname}
            </Link>
            {describe ? <div className="forum-people-description">{describe(person)}</div> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

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
      <PeopleList
        people={members.data}
        describe={(member) =>
          t("forum.people.activity", {
            posts: t("forum.people.posts", { count: member.posts }),
            replies: t("forum.people.replies", { count: member.replies }),
          })
        }
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
    body = <PeopleList people={engineers.data} />;
  }
  return (
    <Card title={<h2 className="forum-card-title">{t("forum.people.engineers")}</h2>}>{body}</Card>
  );
}
