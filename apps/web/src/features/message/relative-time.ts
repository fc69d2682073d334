import { formatDate } from "@portal/shared";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * When something happened, as a reader says it: "just now", "5 minutes ago", "yesterday", up to
 * a week back; the date and time after that.
 */
export function relativeTime(
  at: string | Date,
  now: Date,
  language: string,
  justNow: string,
): string {
  const then = new Date(at);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < minute) return justNow;
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  if (elapsed < hour) return format.format(-Math.floor(elapsed / minute), "minute");
  if (elapsed < day) return format.format(-Math.floor(elapsed / hour), "hour");
  if (elapsed < 7 * day) return format.format(-Math.floor(elapsed / day), "day");
  return formatDate(then, "Y-m-d H:i");
}
