import type { Database } from "../../../platform/db/client.ts";
import { parameters } from "../schema.ts";

/** Every stored value by key: what the settings plugin reads through its cache. */
export async function loadParameterValues({
  db,
}: {
  db: Database;
}): Promise<ReadonlyMap<string, unknown>> {
  const rows = await db.select({ key: parameters.key, value: parameters.value }).from(parameters);
  return new Map(rows.map((row) => [row.key, row.value]));
}
