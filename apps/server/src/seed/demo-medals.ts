import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { type MedalInput, type MedalTranslationFields, medalInput } from "@portal/shared";
import { count, eq } from "drizzle-orm";
import { medals } from "../modules/medal/schema.ts";
import { addMedal } from "../modules/medal/use-cases/add-medal.ts";
import { saveMedalTranslation } from "../modules/medal/use-cases/save-medal-translation.ts";
import { users } from "../modules/user/schema.ts";
import { fileStoresOf } from "../platform/storage/file-stores.ts";
import type { SeedContext } from "./seed-context.ts";

/**
 * The demo medals, written in Chinese with an English version each; their icons are PNGs drawn
 * by `scripts/generate-medal-icons.mjs` and committed under assets/medals/.
 */
export const demoMedals = [
  {
    icon: "first-post",
    name: "首次发帖",
    description: "在论坛发布了第一个帖子",
    conditions: [{ counter: "postsPublished", threshold: 1 }],
    english: { name: "First post", description: "Published a first post in the forum" },
  },
  {
    icon: "first-adopted-answer",
    name: "首个被采纳回答",
    description: "回答第一次被提问者采纳",
    conditions: [{ counter: "repliesAdopted", threshold: 1 }],
    english: {
      name: "First adopted answer",
      description: "An answer was adopted by the asker for the first time",
    },
  },
  {
    icon: "ten-likes",
    name: "十次获赞",
    description: "帖子和回答累计获得 10 个赞",
    conditions: [{ counter: "likesReceived", threshold: 10 }],
    english: {
      name: "Ten likes received",
      description: "Posts and answers were liked 10 times in all",
    },
  },
] as const satisfies readonly (Omit<MedalInput, "icon" | "sort" | "language"> & {
  icon: string;
  english: MedalTranslationFields;
})[];

/**
 * Where the committed icons are: beside this file when the sources run, or in the sources the
 * compiled server (one bundle in apps/server/dist) was built from.
 */
const iconFolderCandidates = [
  path.resolve(import.meta.dirname, "assets/medals"),
  path.resolve(import.meta.dirname, "../src/seed/assets/medals"),
];

export function demoMedalIconFolder(): string | undefined {
  return iconFolderCandidates.find((folder) =>
    demoMedals.every((medal) => existsSync(path.join(folder, `${medal.icon}.png`))),
  );
}

/**
 * Adds the demo medals when there are none, their icons stored in the public files where a staff
 * upload puts them, as the administrator's audited change. Answers whether it added them
 * (without the administrator or the committed icons it adds nothing).
 */
export async function seedDemoMedals(ctx: SeedContext, now = new Date()): Promise<boolean> {
  const [existing] = await ctx.db.select({ total: count() }).from(medals);
  if ((existing?.total ?? 0) > 0) return false;
  const folder = demoMedalIconFolder();
  const [administrator] = await ctx.db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(eq(users.phone, ctx.config.admin.phone));
  if (!folder || !administrator) return false;
  const actor = {
    userId: administrator.id,
    name: administrator.nickname ?? ctx.config.admin.phone,
  };
  const store = (await fileStoresOf(ctx.config)).publicFiles;
  for (const [sort, { icon, english, ...words }] of demoMedals.entries()) {
    const { key } = await store.save(
      "medals",
      "png",
      createReadStream(path.join(folder, `${icon}.png`)),
    );
    const input = medalInput.parse({ ...words, sort, icon: store.url(key) });
    const id = await addMedal({ db: ctx.db, now, actor, input });
    await saveMedalTranslation({
      db: ctx.db,
      now,
      input: { id, language: "en-US", version: 0, fields: english },
    });
  }
  return true;
}
