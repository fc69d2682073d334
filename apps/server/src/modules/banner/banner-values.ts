import type { BannerInput } from "@portal/shared";
import { AppError } from "../../platform/http/errors.ts";
import type { banners } from "./schema.ts";

export type BannerRow = typeof banners.$inferSelect;
export const bannerNotFound = () => new AppError("not_found", "banner.notFound");

/** A web address, a path of this site, or a route of the portal (`#/solution/detail/1`). */
const isSafeAddress = (address: string) =>
  /^https?:\/\//i.test(address) || /^\/(?!\/)/.test(address) || address.startsWith("#/");

/** Refuses the addresses (by field name) that are not safe, each under its field. */
export function refuseUnsafeAddresses(addresses: Record<string, string | undefined>) {
  const unsafe = Object.entries(addresses).filter(
    ([, address]) => address !== undefined && !isSafeAddress(address),
  );
  if (unsafe.length > 0) {
    throw new AppError("bad_request", "banner.addressNotAllowed", {
      fields: unsafe.map(([field]) => ({ field, messageKey: "banner.addressNotAllowed" as const })),
    });
  }
}

/** The columns of a banner as staff wrote it: safe addresses, a period that ends after it starts. */
export function bannerValues(input: BannerInput) {
  refuseUnsafeAddresses({ image: input.image, link: input.link });
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw new AppError("bad_request", "banner.periodReversed", {
      fields: [{ field: "endsAt", messageKey: "banner.periodReversed" }],
    });
  }
  return { ...input, link: input.link ?? null, startsAt, endsAt };
}
