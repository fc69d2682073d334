import type { ManageUserListQuery } from "@portal/shared";
import { and, count, desc, eq, exists, gte, ilike, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { type ManagedUser, withRoles } from "../managed-users.ts";
import { userRoles, users } from "../schema.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * `findManageUserList` and `queryUser`: accounts newest first, by a keyword (phone, nickname,
 * e-mail, company) and each field; deleted accounts only when asked for by status.
 */
export async function listManagedUsers({ db, ...query }: ManageUserListQuery & { db: Database }) {
  const like = (value: string | undefined, column: Parameters<typeof ilike>[0]) =>
    value ? ilike(column, containsPattern(value)) : undefined;
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const condition = and(
    keyword
      ? or(
          ilike(users.phone, keyword),
          ilike(users.nickname, keyword),
          ilike(users.email, keyword),
          ilike(users.company, keyword),
        )
      : undefined,
    like(query.phone, users.phone),
    like(query.nickname, users.nickname),
    like(query.email, users.email),
    like(query.company, users.company),
    query.areaId ? eq(users.areaId, query.areaId) : undefined,
    query.fieldId ? eq(users.fieldId, query.fieldId) : undefined,
    query.registeredFrom ? gte(users.createdAt, new Date(query.registeredFrom)) : undefined,
    query.registeredTo
      ? lt(users.createdAt, new Date(new Date(query.registeredTo).getTime() + dayMs))
      : undefined,
    query.status ? eq(users.status, query.status) : ne(users.status, "deleted"),
    query.roleId
      ? exists(
          db
            .select({ one: userRoles.userId })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, query.roleId))),
        )
      : undefined,
  );
  const page = await paginate(query, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(users)
        .where(condition)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(users).where(condition),
  });
  const list: ManagedUser[] = await withRoles(db, page.list);
  return { ...page, list };
}
