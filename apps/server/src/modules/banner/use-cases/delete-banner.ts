import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { bannerNotFound } from "../banner-values.ts";
import { banners } from "../schema.ts";

/** `delete`. */
export async function deleteBanner({ db, id }: { db: Database; id: number }): Promise<void> {
  const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (deleted.length === 0) throw bannerNotFound();
}
