import type { WhitelistEntryRow, WhitelistMemberRow } from "@portal/shared";
import type { listWhitelistEntries } from "./use-cases/list-whitelist-entries.ts";
import type { listWhitelistMembers } from "./use-cases/list-whitelist-members.ts";

type EntryListRow = Awaited<ReturnType<typeof listWhitelistEntries>>["list"][number];
type MemberListRow = Awaited<ReturnType<typeof listWhitelistMembers>>["list"][number];

/**
 * A whitelist entry: a user's or a company's (no user), the company named by the entry or else
 * by the user's profile; expired once its end has passed `now`.
 */
export function presentWhitelistEntry(
  { entry, phone, nickname, company, memberCount }: EntryListRow,
  now: Date,
): WhitelistEntryRow {
  return {
    id: entry.id,
    userId: entry.userId,
    kind: entry.userId === null ? "company" : "user",
    phone,
    nickname,
    company: entry.company ?? company,
    validUntil: entry.validUntil?.toISOString() ?? null,
    expired: entry.validUntil !== null && entry.validUntil.getTime() <= now.getTime(),
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
    version: entry.version,
    memberCount,
  };
}

/** A member linked to a company entry, with when it was linked. */
export function presentWhitelistMember({ addedAt, ...member }: MemberListRow): WhitelistMemberRow {
  return { ...member, addedAt: addedAt.toISOString() };
}
