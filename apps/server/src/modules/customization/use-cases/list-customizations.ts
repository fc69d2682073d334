import type { CustomizationFilter, CustomizationListQuery, Page, PageQuery } from "@portal/shared";
import { and, count, desc, eq, gt, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { users } from "../../user/schema.ts";
import { customizationReplies, customizationRequests } from "../schema.ts";

const assignees = alias(users, "assignees");

/** The staff filters: the state and the assignee use their indexes; the keyword any text field. */
function filterOf({ state, keyword, assigneeId }: CustomizationFilter): SQL | undefined {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return and(
    state ? eq(customizationRequests.state, state) : undefined,
    assigneeId ? eq(customizationRequests.assigneeId, assigneeId) : undefined,
    pattern
      ? or(
          ilike(customizationRequests.company, pattern),
          ilike(customizationRequests.contact, pattern),
          ilike(customizationRequests.moduleModel, pattern),
          ilike(customizationRequests.phone, pattern),
        )
      : undefined,
  );
}

const listed = {
  request: customizationRequests,
  assignee: { nickname: assignees.nickname, phone: assignees.phone },
};

export type ListedCustomization = {
  request: typeof customizationRequests.$inferSelect;
  assignee: { nickname: string | null; phone: string } | null;
  replyCount: number;
};

/** How many replies each request of a page has, in one query. */
async function withReplyCounts(
  db: Database,
  rows: Omit<ListedCustomization, "replyCount">[],
): Promise<ListedCustomization[]> {
  const ids = rows.map((row) => row.request.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({
            requestId: customizationReplies.requestId,
            replies: sql<number>`count(*)::int`,
          })
          .from(customizationReplies)
          .where(inArray(customizationReplies.requestId, ids))
          .groupBy(customizationReplies.requestId);
  return rows.map((row) => ({
    ...row,
    replyCount: counts.find((entry) => entry.requestId === row.request.id)?.replies ?? 0,
  }));
}

/** `/service/customized/find`: staff's table, the most recently changed first. */
export async function listCustomizations({
  db,
  query: { page, pageSize, ...filter },
}: {
  db: Database;
  query: CustomizationListQuery;
}): Promise<Page<ListedCustomization>> {
  const where = filterOf(filter);
  const found = await paginate(
    { page, pageSize },
    {
      rows: ({ limit, offset }) =>
        db
          .select(listed)
          .from(customizationRequests)
          .leftJoin(assignees, eq(assignees.id, customizationRequests.assigneeId))
          .where(where)
          .orderBy(desc(customizationRequests.updatedAt), desc(customizationRequests.id))
          .limit(limit)
          .offset(offset),
      count: () => db.select({ total: count() }).from(customizationRequests).where(where),
    },
  );
  return { ...found, list: await withReplyCounts(db, found.list) };
}

/** `/service/customized/findMine`: the applicant's own requests, newest first. */
export async function listOwnCustomizations({
  db,
  userId,
  query,
}: {
  db: Database;
  userId: number;
  query: PageQuery;
}): Promise<Page<ListedCustomization>> {
  const where = eq(customizationRequests.userId, userId);
  const found = await paginate(query, {
    rows: ({ limit, offset }) =>
      db
        .select(listed)
        .from(customizationRequests)
        .leftJoin(assignees, eq(assignees.id, customizationRequests.assigneeId))
        .where(where)
        .orderBy(desc(customizationRequests.createdAt), desc(customizationRequests.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(customizationRequests).where(where),
  });
  return { ...found, list: await withReplyCounts(db, found.list) };
}

const exportBatchSize = 500;

/** One batch of the export in id order after `lastId`, with the same filters as the table. */
export async function exportBatch(
  db: Database,
  filter: CustomizationFilter,
  lastId: number | null,
): Promise<ListedCustomization[]> {
  const rows = await db
    .select(listed)
    .from(customizationRequests)
    .leftJoin(assignees, eq(assignees.id, customizationRequests.assigneeId))
    .where(
      and(filterOf(filter), lastId === null ? undefined : gt(customizationRequests.id, lastId)),
    )
    .orderBy(customizationRequests.id)
    .limit(exportBatchSize);
  return withReplyCounts(db, rows);
}
