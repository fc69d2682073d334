import { asc } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { type MedalWithConditions, withConditions } from "../medal-values.ts";
import { medals } from "../schema.ts";

/** `queryAllMedal`: every medal in order with its conditions (a few dozen at most, so unpaged). */
export async function listMedals({ db }: { db: Database }): Promise<MedalWithConditions[]> {
  return withConditions(
    db,
    await db.select().from(medals).orderBy(asc(medals.sort), asc(medals.id)),
  );
}
