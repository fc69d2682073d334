import type { UpdateBannerInput } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { lockVersionedRow, nextVersion } from "../../../platform/db/versioned-row.ts";
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
    await lockVersionedRow(tx, banners, { id, version, notFound: bannerNotFound });
    await tx
      .update(banners)
      .set({ ...values, version: nextVersion(banners.version) })
      .where(eq(banners.id, id));
  });
}
