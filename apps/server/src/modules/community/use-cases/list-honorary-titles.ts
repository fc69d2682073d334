import { asc, count, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { users } from "../../user/schema.ts";
import type { HonoraryTitleRow } from "../honorary-title-rows.ts";
import { honoraryTitles } from "../schema.ts";

/** `honoraryTitle/list`: every honorary title in their order, with how many members hold each. */
export function listHonoraryTitles({
  db,
}: {
  db: Database;
}): Promise<(HonoraryTitleRow & { holders: number })[]> {
  return db
    .select({ ...getTableColumns(honoraryTitles), holders: count(users.id) })
    .from(honoraryTitles)
    .leftJoin(users, eq(users.honoraryTitleId, honoraryTitles.id))
    .groupBy(honoraryTitles.id)
    .orderBy(asc(honoraryTitles.sort), asc(honoraryTitles.id));
}
