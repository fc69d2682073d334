import type { BannerInput } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { bannerValues } from "../banner-values.ts";
import { banners } from "../schema.ts";

/** `save`. */
export async function addBanner({ db, input }: { db: Database; input: BannerInput }) {
  const [row] = await db.insert(banners).values(bannerValues(input)).returning({ id: banners.id });
  if (!row) throw new Error("the banner was not inserted");
  return row.id;
}
