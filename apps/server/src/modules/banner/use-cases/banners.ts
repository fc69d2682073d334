import type { BannerInput, Page, PageQuery, UpdateBannerInput } from "@portal/shared";
import { and, asc, count, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { paginate } from "../../../platform/db/paginate.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError, staleRecord } from "../../../platform/http/errors.ts";
import { banners } from "../schema.ts";

export type BannerRow = typeof banners.$inferSelect;
const bannerNotFound = () => new AppError("not_found", "banner.notFound");

/** A web address, a path of this site, or a route of the portal (`#/solution/detail/1`). */
const isSafeAddress = (address: string) =>
  /^https?:\/\//i.test(address) || /^\/(?!\/)/.test(address) || address.startsWith("#/");

function bannerValues(input: BannerInput) {
  const unsafe = (["image", "link"] as const).filter((field) => {
    const address = input[field];
    return address !== undefined && !isSafeAddress(address);
  });
  if (unsafe.length > 0) {
    throw new AppError("bad_request", "banner.addressNotAllowed", {
      fields: unsafe.map((field) => ({ field, messageKey: "banner.addressNotAllowed" as const })),
    });
  }
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw new AppError("bad_request", "banner.periodReversed", {
      fields: [{ field: "endsAt", messageKey: "banner.periodReversed" }],
    });
  }
  return { ...input, link: input.link ?? null, startsAt, endsAt };
}

/** `save`. */
export async function addBanner({ db, input }: { db: Database; input: BannerInput }) {
  const [row] = await db.insert(banners).values(bannerValues(input)).returning({ id: banners.id });
  if (!row) throw new Error("the banner was not inserted");
  return row.id;
}

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

/** `delete`. */
export async function deleteBanner({ db, id }: { db: Database; id: number }): Promise<void> {
  const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (deleted.length === 0) throw bannerNotFound();
}

const order = [asc(banners.sort), asc(banners.id)];

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
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: () => db.select({ total: count() }).from(banners),
  });
}

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
    .orderBy(...order);
}
