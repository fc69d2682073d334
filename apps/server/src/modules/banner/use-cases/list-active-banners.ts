import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import type { BannerRow } from "../banner-values.ts";
import { banners } from "../schema.ts";

/** `getBanners`: the banners the carousel shows now: enabled and within their period. */
export function listActiveBanners({ db, now }: { db: Database; now: Date }): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.enabled, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
}
