import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { users } from "../user/schema.ts";
import type { TextViewer } from "./policy.ts";
import { texts } from "./schema.ts";

export const textNotFound = () => new AppError("not_found", "text.notFound");

/** A text with its author's nickname, none once the author's account is deleted. */
export function selectTextRows(db: Database) {
  return db
    .select({
      ...getTableColumns(texts),
      authorName: sql<
        string | null
      >`case when ${users.deletedAt} is null then ${users.nickname} end`,
    })
    .from(texts)
    .leftJoin(users, eq(users.id, texts.authorId));
}
export type TextRow = typeof texts.$inferSelect & { authorName: string | null };

/** A text the viewer may read: a draft only for content editors (404 for others). */
export async function readableText(db: Database, viewer: TextViewer, id: number): Promise<TextRow> {
  const [row] = await selectTextRows(db).where(eq(texts.id, id));
  if (!row || (row.status !== "published" && !viewer.seesDrafts)) throw textNotFound();
  return row;
}
