import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { type MedalWithConditions, medalNotFound, withConditions } from "../medal-values.ts";
import { medals } from "../schema.ts";

/** `queryMedal`: one medal with its conditions; 404 when there is none. */
export async function getMedal({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<MedalWithConditions> {
  const [row] = await db.select().from(medals).where(eq(medals.id, id));
  if (!row) throw medalNotFound();
  const [medal] = await withConditions(db, [row]);
  return medal as MedalWithConditions;
}
