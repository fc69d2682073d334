import { eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { users } from "../user/schema.ts";
import { texts } from "./schema.ts";

export const textNotFound = () => new AppError("not_found", "text.notFound");

/** A text with its author's nickname. */
export function selectTextRows(db: Database) {
  return db
    .select({ ...getTableColumns(texts), authorName: users.nickname })
    .from(texts)
    .leftJoin(users, eq(users.id, texts.authorId));
}
export type TextRow = typeof texts.$inferSelect & { authorName: string | null };
