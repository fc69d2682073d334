import type { Language } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { faqTypes } from "../schema.ts";

/** `addFaqType`. */
export async function addFaqType({
  db,
  language,
  name,
  sort,
}: {
  db: Database;
  language?: Language | undefined;
  name: string;
  sort: number;
}): Promise<number> {
  const [row] = await db
    .insert(faqTypes)
    .values({ language, name, sort })
    .returning({ id: faqTypes.id });
  if (!row) throw new Error("the FAQ type was not inserted");
  return row.id;
}
