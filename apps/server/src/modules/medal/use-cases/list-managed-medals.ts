import type { MedalListQuery, Page } from "@portal/shared";
import { asc, count, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { keywordMatches } from "../../translation/use-cases/translation-matches.ts";
import { medalTranslations } from "../medal-translation-kind.ts";
import { type MedalWithConditions, withConditions } from "../medal-values.ts";
import { medals, userMedals } from "../schema.ts";

/**
 * `/medalCondition/list`: the management table of medals in order, with their conditions and
 * how many members hold each; the keyword matches the name or description as written or in any
 * of their versions.
 */
export async function listManagedMedals({
  db,
  query: { keyword, ...page },
}: {
  db: Database;
  query: MedalListQuery;
}): Promise<Page<MedalWithConditions & { holders: number }>> {
  const where = keyword
    ? keywordMatches(keyword, {
        kind: medalTranslations.kind,
        recordId: medals.id,
        columns: [medals.name, medals.description],
      })
    : undefined;
  const found = await paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(medals)
        .where(where)
        .orderBy(asc(medals.sort), asc(medals.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(medals).where(where),
  });
  const ids = found.list.map((row) => row.id);
  const holders =
    ids.length === 0
      ? []
      : await db
          .select({ medalId: userMedals.medalId, holders: sql<number>`count(*)::int` })
          .from(userMedals)
          .where(inArray(userMedals.medalId, ids))
          .groupBy(userMedals.medalId);
  const list = await withConditions(db, found.list);
  return {
    ...found,
    list: list.map((medal) => ({
      ...medal,
      holders: holders.find((row) => row.medalId === medal.id)?.holders ?? 0,
    })),
  };
}
