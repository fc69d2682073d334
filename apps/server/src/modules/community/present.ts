import {
  type HonoraryTitle,
  type Localization,
  type MemberMedal,
  type MemberProfile,
  type MemberTitle,
  maskPhone,
  type OnlineEngineer,
  type PublicUser,
  type TranslationState,
} from "@portal/shared";
import { withSiteHost } from "../../platform/http/site-host.ts";
import type { UserRow } from "../user/schema.ts";
import type { HonoraryTitleRow } from "./honorary-title-rows.ts";

/** An honorary title with its holders, in the reader's language or, for staff, as written. */
export function presentHonoraryTitle(
  row: HonoraryTitleRow & {
    holders: number;
    localization: Localization;
    translations?: TranslationState[];
  },
): HonoraryTitle {
  return {
    id: row.id,
    name: row.name,
    sort: row.sort,
    version: row.version,
    holders: row.holders,
    localization: row.localization,
    ...(row.translations ? { translations: row.translations } : {}),
  };
}

/**
 * What anybody sees of a member, with their title: the phone masked, never the e-mail; a
 * deleted account shows nothing of the account (its page stays so its posts keep an author).
 */
export function presentPublicMember(
  user: UserRow,
  title: MemberTitle,
  siteHost: string,
): PublicUser {
  const deleted = user.deletedAt !== null;
  return {
    id: user.id,
    deleted,
    nickname: deleted ? null : user.nickname,
    avatarUrl: deleted ? null : withSiteHost(siteHost, user.avatarUrl),
    maskedPhone: deleted ? "" : maskPhone(user.phone),
    company: deleted ? null : user.company,
    areaId: deleted ? null : user.areaId,
    fieldId: deleted ? null : user.fieldId,
    signature: deleted ? null : user.signature,
    title: deleted ? { kind: "ordinary", name: "" } : title,
    createdAt: user.createdAt.toISOString(),
  };
}

/** `userInfoById`: the public member with points and medals, none of them for a deleted account. */
export function presentMemberProfile(
  profile: { user: UserRow; title: MemberTitle; points: number; medals: MemberMedal[] },
  siteHost: string,
): MemberProfile {
  const member = presentPublicMember(profile.user, profile.title, siteHost);
  return member.deleted
    ? { ...member, points: 0, medals: [] }
    : { ...member, points: profile.points, medals: profile.medals };
}

/** A certified engineer online now, named by nickname else masked phone. */
export function presentOnlineEngineer(
  row: {
    id: number;
    nickname: string | null;
    phone: string;
    avatarUrl: string | null;
    title: MemberTitle;
  },
  siteHost: string,
): OnlineEngineer {
  return {
    id: row.id,
    nickname: row.nickname ?? maskPhone(row.phone),
    avatarUrl: withSiteHost(siteHost, row.avatarUrl),
    title: row.title,
  };
}
