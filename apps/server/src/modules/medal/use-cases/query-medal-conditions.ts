import type { MedalConditionQuery, MedalCounter, Page } from "@portal/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { keywordMatches } from "../../translation/use-cases/translation-matches.ts";
import { medalTranslations } from "../medal-translation-kind.ts";
import { medalConditions, medals } from "../schema.ts";

/**
 * `queryConditonByTypeAndNameStr`: the conditions on one counter (`type`) of the medals whose
 * name holds `nameStr` as written or in any version, each beside its medal's name as written.
 */
export function queryMedalConditions({
  db,
  query: { type, nameStr, ...page },
}: {
  db: Database;
  query: MedalConditionQuery;
}): Promise<
  Page<{
    id: number;
    medalId: number;
    medalName: string;
    medalIcon: string;
    counter: MedalCounter;
    threshold: number;
  }>
> {
  const where = and(
    type ? eq(medalConditions.counter, type) : undefined,
    nameStr
      ? keywordMatches(nameStr, {
          kind: medalTranslations.kind,
          recordId: medals.id,
          columns: [medals.name],
        })
      : undefined,
  );
  return paginate(page, {
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: medalConditions.id,
          medalId: medals.id,
          medalName: medals.name,
          medalIcon: medals.icon,
          counter: medalConditions.counter,
          threshold: medalConditions.threshold,
        })
        .from(medalConditions)
        .innerJoin(medals, eq(medals.id, medalConditions.medalId))
        .where(where)
        .orderBy(asc(medals.sort), asc(medals.id), asc(medalConditions.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, counter: row.counter as MedalCounter }));
    },
    count: () =>
      db
        .select({ total: count() })
        .from(medalConditions)
        .innerJoin(medals, eq(medals.id, medalConditions.medalId))
        .where(where),
  });
}
