import { count, eq } from "drizzle-orm";
import { honoraryTitles } from "../modules/community/schema.ts";
import { saveHonoraryTitleTranslation } from "../modules/community/use-cases/save-honorary-title-translation.ts";
import { users } from "../modules/user/schema.ts";
import { setHonoraryTitle } from "../modules/user/use-cases/set-honorary-title.ts";
import type { SeedContext } from "./seed-context.ts";

/** The demo honorary titles, written in Chinese with an English version each. */
export const demoTitles = [
  { name: "社区之星", english: "Community star" },
  { name: "固件专家", english: "Firmware expert" },
  { name: "热心答主", english: "Helpful answerer" },
] as const;

/** The demo member (of demo.ts, not an engineer) who holds the first title. */
export const demoTitleHolderPhone = "13900000002";

/**
 * Seeds the titles into an empty list, with their English versions, and gives the first to a
 * demo member; answers whether it seeded (a list staff already filled is left alone).
 */
export async function seedDemoTitles(ctx: Pick<SeedContext, "db">, now = new Date()) {
  const [existing] = await ctx.db.select({ titles: count() }).from(honoraryTitles);
  if ((existing?.titles ?? 0) > 0) return false;
  const ids: number[] = [];
  for (const [index, title] of demoTitles.entries()) {
    // Seeded as written by staff: version 1, as an added title is (see add-honorary-title.ts).
    const [row] = await ctx.db
      .insert(honoraryTitles)
      .values({ name: title.name, sort: index, version: 1, createdAt: now, updatedAt: now })
      .returning({ id: honoraryTitles.id });
    if (!row) throw new Error(`the demo title ${title.name} was not inserted`);
    ids.push(row.id);
    await saveHonoraryTitleTranslation({
      db: ctx.db,
      now,
      input: { id: row.id, language: "en-US", version: 0, fields: { name: title.english } },
    });
  }
  const [holder] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, demoTitleHolderPhone));
  const [first] = ids;
  if (holder && first !== undefined) {
    await setHonoraryTitle({ db: ctx.db, now, userId: holder.id, titleId: first });
  }
  return true;
}
