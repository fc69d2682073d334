import {
  type Banner,
  type BannerInput,
  defaultLanguage,
  formatDate,
  type Language,
} from "@portal/shared";

export type BannerState = "active" | "scheduled" | "expired" | "disabled";

/** Whether the carousel shows a banner at `now`, as the server decides it (`getBanners`). */
export function bannerState(banner: Banner, now: Date): BannerState {
  if (!banner.enabled) return "disabled";
  if (banner.startsAt && new Date(banner.startsAt) > now) return "scheduled";
  if (banner.endsAt && new Date(banner.endsAt) <= now) return "expired";
  return "active";
}

/** The addresses the server accepts: a web address, a path of this site, or a portal route. */
export function isBannerAddress(address: string): boolean {
  return /^https?:\/\//i.test(address) || /^\/(?!\/)/.test(address) || address.startsWith("#/");
}

export type BannerFormValues = {
  language: Language;
  title: string;
  image: string;
  link: string;
  sort: number | null;
  enabled: boolean;
  /** `datetime-local` values (local time, no zone); empty: no limit on that side. */
  startsAt: string;
  endsAt: string;
};

const localInput = (time: string | null) => (time ? formatDate(time, "Y-m-dTH:i") : "");
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

export function bannerFormValuesOf(banner: Banner | null): BannerFormValues {
  return {
    language: banner?.localization.originalLanguage ?? defaultLanguage,
    title: banner?.title ?? "",
    image: banner?.image ?? "",
    link: banner?.link ?? "",
    sort: banner?.sort ?? 0,
    enabled: banner?.enabled ?? true,
    startsAt: localInput(banner?.startsAt ?? null),
    endsAt: localInput(banner?.endsAt ?? null),
  };
}

/** Whether the period ends before (or when) it starts; an open side never does. */
export function isPeriodReversed(startsAt: string, endsAt: string): boolean {
  return Boolean(startsAt && endsAt && new Date(endsAt) <= new Date(startsAt));
}

export function bannerInputOf(values: BannerFormValues): BannerInput {
  const link = values.link.trim();
  return {
    language: values.language,
    title: values.title.trim(),
    image: values.image.trim(),
    ...(link ? { link } : {}),
    sort: values.sort ?? 0,
    enabled: values.enabled,
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
  };
}
