import type { Page, PageQuery } from "@portal/shared";
import { asc, count } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import type { BannerRow } from "../banner-values.ts";
import { banners } from "../schema.ts";

/** `list`: every banner, active or not, in carousel order. */
export function listBanners({
  db,
  page,
}: {
  db: Database;
  page: PageQuery;
}): Promise<Page<BannerRow>> {
  return paginate(page, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(banners)
        .orderBy(asc(banners.sort), asc(banners.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(banners),
  });
}
