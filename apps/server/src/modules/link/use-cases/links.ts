import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError, staleRecord } from "../../../platform/http/errors.ts";
import { friendshipLinks } from "../schema.ts";

export type LinkRow = typeof friendshipLinks.$inferSelect;
type LinkValues = { name: string; url: string; sort: number };
const linkNotFound = () => new AppError("not_found", "link.notFound");

/** A footer link leaves for a web page only: no javascript:, data: or relative address. */
function checkedValues(values: LinkValues): LinkValues {
  const parsed = URL.parse(values.url);
  if (!parsed || !["http:", "https:"].includes(parsed.protocol)) {
    throw new AppError("bad_request", "link.notWeb", {
      fields: [{ field: "url", messageKey: "link.notWeb" }],
    });
  }
  return values;
}

/** `list`: every link in footer order. */
export function listLinks({ db }: { db: Database }): Promise<LinkRow[]> {
  return db
    .select()
    .from(friendshipLinks)
    .orderBy(asc(friendshipLinks.sort), asc(friendshipLinks.id));
}

/** `countLinkClick`: one more click; answers the count. */
export async function countLinkClick({ db, id }: { db: Database; id: number }): Promise<number> {
  const [row] = await db
    .update(friendshipLinks)
    .set({ clickCount: sql`${friendshipLinks.clickCount} + 1` })
    .where(eq(friendshipLinks.id, id))
    .returning({ clickCount: friendshipLinks.clickCount });
  if (!row) throw linkNotFound();
  return row.clickCount;
}

export async function addLink({ db, ...values }: LinkValues & { db: Database }) {
  const [row] = await db
    .insert(friendshipLinks)
    .values(checkedValues(values))
    .returning({ id: friendshipLinks.id });
  if (!row) throw new Error("the link was not inserted");
  return row.id;
}

/** 409 when `version` is not the link's version any more. */
export function updateLink({
  db,
  id,
  version,
  ...values
}: LinkValues & { db: Database; id: number; version: number }): Promise<void> {
  const checked = checkedValues(values);
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ version: friendshipLinks.version })
      .from(friendshipLinks)
      .where(eq(friendshipLinks.id, id))
      .for("update");
    if (!current) throw linkNotFound();
    if (current.version !== version) throw staleRecord(current.version);
    await tx
      .update(friendshipLinks)
      .set({ ...checked, version: sql`${friendshipLinks.version} + 1` })
      .where(eq(friendshipLinks.id, id));
  });
}

export async function deleteLink({ db, id }: { db: Database; id: number }): Promise<void> {
  const deleted = await db
    .delete(friendshipLinks)
    .where(eq(friendshipLinks.id, id))
    .returning({ id: friendshipLinks.id });
  if (deleted.length === 0) throw linkNotFound();
}
