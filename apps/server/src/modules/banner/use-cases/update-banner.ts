import type { UpdateBannerInput } from "@portal/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { staleRecord } from "../../../platform/http/errors.ts";
import { bannerNotFound, bannerValues } from "../banner-values.ts";
import { banners } from "../schema.ts";

/** `update`: 409 when `version` is not the banner's version any more. */
export function updateBanner({
  db,
  input: { id, version, ...input },
}: {
  db: Database;
  input: UpdateBannerInput;
}): Promise<void> {
  const values = bannerValues(input);
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ version: banners.version })
      .from(banners)
      .where(eq(banners.id, id))
      .for("update");
    if (!current) throw bannerNotFound();
    if (current.version !== version) throw staleRecord(current.version);
    await tx
      .update(banners)
      .set({ ...values, version: sql`${banners.version} + 1` })
      .where(eq(banners.id, id));
  });
}
