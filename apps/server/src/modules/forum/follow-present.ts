import { type ActiveUser, type FollowMember, maskPhone } from "@portal/shared";
import type { ActiveUserRow } from "./use-cases/list-active-users.ts";
import type { FollowMemberRow } from "./use-cases/list-followed-members.ts";

/** How a member is named to others: their nickname, else their masked phone. */
function memberName(row: { nickname: string | null; phone: string }): string {
  return row.nickname ?? maskPhone(row.phone);
}

export function presentFollowMember(row: FollowMemberRow): FollowMember {
  return {
    id: row.id,
    nickname: memberName(row),
    avatarUrl: row.avatarUrl,
    followedAt: row.followedAt.toISOString(),
  };
}

export function presentActiveUser(row: ActiveUserRow): ActiveUser {
  return {
    id: row.id,
    nickname: memberName(row),
    avatarUrl: row.avatarUrl,
    posts: row.posts,
    replies: row.replies,
  };
}
