import type { BannerTranslationFields, Language } from "@portal/shared";
import { eq } from "drizzle-orm";
import { translatableKind } from "../translation/use-cases/translatable-kind.ts";
import { type BannerRow, bannerNotFound, refuseUnsafeAddresses } from "./banner-values.ts";
import { banners } from "./schema.ts";

/** A banner's title and picture as the translation module sees them. */
export function translatableBanner(row: BannerRow) {
  return {
    id: row.id,
    language: row.language as Language,
    fields: { title: row.title, image: row.image },
  };
}

/** Banners' titles and pictures in other languages; the link, order and period stay. */
export const bannerTranslations = translatableKind({
  kind: "banner",
  async readOriginal(db, id, { lock }) {
    const query = db.select().from(banners).where(eq(banners.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw bannerNotFound();
    return translatableBanner(row);
  },
  storedFields: (fields: BannerTranslationFields) => {
    refuseUnsafeAddresses({ "fields.image": fields.image });
    return { title: fields.title, image: fields.image };
  },
});
