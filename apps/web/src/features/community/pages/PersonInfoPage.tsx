import { EditOutlined, UserOutlined } from "@ant-design/icons";
import { formatDate, type MedalBadge, type MemberProfile } from "@portal/shared";
import { Avatar, Button, Descriptions, Skeleton, Tabs } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { UserTitleTag } from "../../../components/UserTitleTag.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { HttpError } from "../../../lib/http.ts";
import { dictionaryLabel, useCurrentUser, useDictionary } from "../../account/index.ts";
import {
  FollowButton,
  FollowersList,
  FollowingLists,
  MemberPostsList,
  MemberRepliesList,
  useMemberActivity,
} from "../../forum/index.ts";
import { MedalBadges } from "../../medal/index.ts";
import { useFollowCounts, useMemberProfile } from "../api.ts";
import { PersonAbsent } from "../components/PersonAbsent.tsx";
import "../community.css";

/**
 * /personinfo/:id: a member's page: profile card (masked phone, area, field, join date), title,
 * medals, points, follower counts, the follow button and the follow lists. A deleted account
 * shows nothing of itself.
 */
export function PersonInfoPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const person = useMemberProfile(id);

  if (!validId) return <PersonAbsent reason="notFound" />;
  if (person.isPending) {
    return (
      <div className="page-container page-narrow" aria-busy>
        <Card>
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }
  if (person.isError) {
    if (person.error instanceof HttpError && person.error.status === 404) {
      return <PersonAbsent reason="notFound" />;
    }
    return (
      <div className="page-container page-narrow">
        <Card>
          <LoadFailure
            title={t("community.personInfo.loadFailed")}
            error={person.error}
            onRetry={() => void person.refetch()}
          />
        </Card>
      </div>
    );
  }
  if (person.data.deleted) return <PersonAbsent reason="deleted" />;
  return <MemberPage member={person.data} />;
}

/** Smaller on a phone, so the name keeps its line beside the picture. */
const avatarSize = { xs: 64, sm: 96, md: 96, lg: 96, xl: 96, xxl: 96 };

function MemberPage({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.token !== null);
  const current = useCurrentUser();
  const counts = useFollowCounts(member.id);
  const activity = useMemberActivity(member.id);
  const isSelf = current.data?.user.id === member.id;
  // Signed in, whose page this is is known only once the session's user arrives: no button
  // until then, so a member never sees "Follow" on their own page.
  const showFollow = signedIn ? current.isSuccess && !isSelf : true;
  const name = member.nickname || t("community.personInfo.unnamed", { id: member.id });
  // Every medal has an icon (adding one requires it); the answer's type allows none only
  // because the address is made absolute on the way out.
  const medals = member.medals.filter((medal): medal is MedalBadge => medal.icon !== null);

  const stat = (key: string, label: string, value: ReactNode) => (
    <div key={key} className="person-stat">
      <dt className="person-stat-label">{label}</dt>
      <dd className="person-stat-value">{value}</dd>
    </div>
  );
  const countOf = (value: number | undefined) =>
    value ?? (counts.isError ? "–" : <Skeleton.Button active size="small" />);
  const tabLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} ${count}`;

  return (
    <div className="page-container page-narrow person-page">
      <Card>
        <div className="person-header">
          <Avatar
            size={avatarSize}
            src={member.avatarUrl || undefined}
            icon={<UserOutlined aria-hidden />}
            alt=""
          />
          <div className="person-header-text">
            <div className="person-name-line">
              <h1 className="page-title" data-user-content={member.nickname ? true : undefined}>
                {name}
              </h1>
              <UserTitleTag title={member.title} />
            </div>
            {member.signature ? (
              <p className="person-signature" data-user-content>
                {member.signature}
              </p>
            ) : (
              <p className="person-signature">{t("community.personInfo.noSignature")}</p>
            )}
          </div>
          <div className="person-actions">
            {isSelf ? (
              <Link to="/editperson">
                <Button icon={<EditOutlined aria-hidden />}>{t("common.editProfile")}</Button>
              </Link>
            ) : null}
            {showFollow ? <FollowButton targetType="user" targetId={member.id} /> : null}
          </div>
        </div>
        <dl className="person-stats">
          {stat("points", t("community.personInfo.points"), member.points)}
          {stat("followers", t("community.personInfo.followers"), countOf(counts.data?.followers))}
          {stat("following", t("community.personInfo.following"), countOf(counts.data?.following))}
        </dl>
        <ProfileDetails member={member} />
      </Card>
      <Card title={t("community.personInfo.medals")}>
        {medals.length > 0 ? (
          <MedalBadges medals={medals} />
        ) : (
          <p className="person-no-medals">{t("community.personInfo.noMedals")}</p>
        )}
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: "posts",
              label: tabLabel(t("community.personInfo.tabs.posts"), activity.data?.posts),
              children: <MemberPostsList userId={member.id} kind="posts" />,
            },
            {
              key: "replies",
              label: tabLabel(t("community.personInfo.tabs.replies"), activity.data?.replies),
              children: <MemberRepliesList userId={member.id} />,
            },
            {
              key: "adopted",
              label: tabLabel(t("community.personInfo.tabs.adopted"), activity.data?.adopted),
              children: <MemberPostsList userId={member.id} kind="adopted" />,
            },
            ...(isSelf
              ? [
                  {
                    key: "following",
                    label: t("community.personInfo.tabs.following"),
                    children: <FollowingLists />,
                  },
                ]
              : []),
            {
              key: "followers",
              label: t("community.personInfo.tabs.followers"),
              children: <FollowersList userId={member.id} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}

/** Company, area, field, masked phone and join date; what the member left empty says so. */
function ProfileDetails({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const areas = useDictionary("area");
  const fields = useDictionary("field");
  const area = areas.data?.find((entry) => entry.id === member.areaId);
  const field = fields.data?.find((entry) => entry.id === member.fieldId);
  const notProvided = <span className="text-muted">{t("common.notProvided")}</span>;
  return (
    <Descriptions
      column={{ xs: 1, sm: 2 }}
      bordered
      size="middle"
      items={[
        {
          key: "company",
          label: t("community.personInfo.company"),
          children: member.company ? <span data-user-content>{member.company}</span> : notProvided,
        },
        {
          key: "area",
          label: t("community.personInfo.area"),
          children: area ? dictionaryLabel(area, language) : notProvided,
        },
        {
          key: "field",
          label: t("community.personInfo.field"),
          children: field ? dictionaryLabel(field, language) : notProvided,
        },
        {
          key: "phone",
          label: t("community.personInfo.phone"),
          children: member.maskedPhone || notProvided,
        },
        {
          key: "joined",
          label: t("community.personInfo.joined"),
          children: formatDate(member.createdAt) || notProvided,
        },
      ]}
    />
  );
}
