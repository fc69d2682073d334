import { builtInParameters } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { parameters } from "../schema.ts";

/**
 * Stores each built-in key that is missing, with its default; keys staff already changed stay
 * as they are. Safe to run at every start. The description is left empty: the reader gets the
 * definition's own in their language until staff write one.
 */
export async function seedBuiltInParameters({ db }: { db: Database }): Promise<void> {
  const rows = Object.entries(builtInParameters).map(([key, definition], index) => ({
    key,
    type: definition.type,
    value: definition.defaultValue,
    description: "",
    sort: (index + 1) * 10,
    builtIn: true,
  }));
  await db.insert(parameters).values(rows).onConflictDoNothing({ target: parameters.key });
}
