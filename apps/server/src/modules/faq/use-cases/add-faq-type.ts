import type { Database } from "../../../platform/db/client.ts";
import { faqTypes } from "../schema.ts";

/** `addFaqType`. */
export async function addFaqType({
  db,
  name,
  sort,
}: {
  db: Database;
  name: string;
  sort: number;
}): Promise<number> {
  const [row] = await db.insert(faqTypes).values({ name, sort }).returning({ id: faqTypes.id });
  if (!row) throw new Error("the FAQ type was not inserted");
  return row.id;
}
