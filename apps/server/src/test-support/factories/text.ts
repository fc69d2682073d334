import type { TextStatus, TextType } from "@portal/shared";
import { texts } from "../../modules/text/schema.ts";
import type { TestApp } from "../test-app.ts";

let sequence = 0;

export type TextOverrides = Partial<typeof texts.$inferInsert> & {
  type?: TextType;
  status?: TextStatus;
};

/** A text straight in the database: a published news article unless overridden. */
export async function buildText(testApp: TestApp, overrides: TextOverrides = {}) {
  sequence += 1;
  const status = overrides.status ?? "published";
  const [row] = await testApp.db
    .insert(texts)
    .values({
      type: "news",
      title: `Text ${sequence}`,
      content: `<p>Body of text ${sequence}</p>`,
      publishedAt: status === "published" ? testApp.now() : null,
      ...overrides,
      status,
    })
    .returning();
  if (!row) throw new Error("the text was not inserted");
  // Written behind the API's back: the search index reads it now, as a write's answer would.
  await testApp.app.searchIndex.catchUp();
  return row;
}
