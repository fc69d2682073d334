import type { CompetitionListFilter, CompetitionListQuery, Page } from "@portal/shared";
import { and, asc, count, desc, eq, gt, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { users } from "../../user/schema.ts";
import type { CompetitionEntryRow } from "../entry-values.ts";
import type { EntryContact } from "../present.ts";
import { competitionEntries } from "../schema.ts";

export type ListedEntry = { entry: CompetitionEntryRow; contact: EntryContact };

/** The filter of the staff's table and its export: a state, a keyword in team, project or module. */
function filterOf({ state, keyword }: CompetitionListFilter): SQL | undefined {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return and(
    state ? eq(competitionEntries.state, state) : undefined,
    pattern
      ? or(
          ilike(competitionEntries.teamName, pattern),
          ilike(competitionEntries.projectName, pattern),
          ilike(competitionEntries.moduleModel, pattern),
        )
      : undefined,
  );
}

const listedColumns = {
  entry: competitionEntries,
  contact: { userId: users.id, nickname: users.nickname, phone: users.phone },
};

/**
 * `list`: the staff's table, the latest change first (the state and updated indexes), with the
 * member who applied as the team's contact.
 */
export async function listEntries({
  db,
  query: { page, pageSize, ...filter },
}: {
  db: Database;
  query: CompetitionListQuery;
}): Promise<Page<ListedEntry>> {
  const where = filterOf(filter);
  return paginate(
    { page, pageSize },
    {
      rows: ({ limit, offset }) =>
        db
          .select(listedColumns)
          .from(competitionEntries)
          .innerJoin(users, eq(users.id, competitionEntries.userId))
          .where(where)
          .orderBy(desc(competitionEntries.updatedAt), desc(competitionEntries.id))
          .limit(limit)
          .offset(offset),
      count: () => db.select({ total: count() }).from(competitionEntries).where(where),
    },
  );
}

/** One batch of the export after the entry `lastId`, in id order (see `rowsInBatches`). */
export async function entriesAfter({
  db,
  filter,
  lastId,
  batchSize = 500,
}: {
  db: Database;
  filter: CompetitionListFilter;
  lastId: number | null;
  batchSize?: number;
}): Promise<(ListedEntry & { id: number })[]> {
  const rows = await db
    .select(listedColumns)
    .from(competitionEntries)
    .innerJoin(users, eq(users.id, competitionEntries.userId))
    .where(and(filterOf(filter), lastId === null ? undefined : gt(competitionEntries.id, lastId)))
    .orderBy(asc(competitionEntries.id))
    .limit(batchSize);
  return rows.map((row) => ({ ...row, id: row.entry.id }));
}
