import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { texts } from "./schema.ts";
import { textNotFound } from "./text-rows.ts";

/** What the comment use cases share: the 404 of a comment, and the check of its text. */
export const commentNotFound = () => new AppError("not_found", "text.commentNotFound");

/** 404 unless the text exists and is published: only those take comments. */
export async function assertPublished(db: Database, textId: number) {
  const [text] = await db.select({ status: texts.status }).from(texts).where(eq(texts.id, textId));
  if (text?.status !== "published") throw textNotFound();
}
