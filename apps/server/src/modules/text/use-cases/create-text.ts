import type { TextInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { texts } from "../schema.ts";
import { textValues } from "../text-values.ts";

/** `save`: a new text by `authorId`; published at once when its status says so. */
export async function createText({
  db,
  now,
  authorId,
  input,
}: {
  db: Database;
  now: Date;
  /** Null for texts nobody signed (the demo content). */
  authorId: number | null;
  input: TextInput;
}): Promise<number> {
  const values = textValues(input);
  const [row] = await db
    .insert(texts)
    .values({
      ...values,
      authorId,
      publishedAt: values.status === "published" ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: texts.id });
  if (!row) throw new Error("the text was not inserted");
  return row.id;
}
