import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { bannerTranslations } from "../banner-translation-kind.ts";
import { bannerNotFound } from "../banner-values.ts";
import { banners } from "../schema.ts";

/** `delete`: the banner with its versions in other languages. */
export function deleteBanner({ db, id }: { db: Database; id: number }): Promise<void> {
  return inTransaction(db, async (tx) => {
    const deleted = await tx
      .delete(banners)
      .where(eq(banners.id, id))
      .returning({ id: banners.id });
    if (deleted.length === 0) throw bannerNotFound();
    await bannerTranslations.removeAllOf(tx, id);
  });
}
