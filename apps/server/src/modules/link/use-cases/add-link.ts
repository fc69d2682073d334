import type { Database } from "../../../platform/db/client.ts";
import { checkedLinkValues, type LinkValues } from "../link-values.ts";
import { friendshipLinks } from "../schema.ts";

/** `save`: a link to a web page (http or https). */
export async function addLink({ db, ...values }: LinkValues & { db: Database }) {
  const [row] = await db
    .insert(friendshipLinks)
    .values(checkedLinkValues(values))
    .returning({ id: friendshipLinks.id });
  if (!row) throw new Error("the link was not inserted");
  return row.id;
}
