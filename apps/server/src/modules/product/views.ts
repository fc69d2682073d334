import { createHash } from "node:crypto";

/** Days of the view count follow China Standard Time (UTC+8), where the vendor's readers are. */
const chinaOffsetMs = 8 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD, China Standard Time) a moment falls on. */
export function chinaCalendarDay(moment: Date): string {
  return new Date(moment.getTime() + chinaOffsetMs).toISOString().slice(0, 10);
}

/**
 * Who is viewing: the signed-in user, else a hash of the address and the browser, so the
 * count never stores an address.
 */
export function visitorKey(
  visitor: { userId: number } | { address: string; userAgent: string },
): string {
  if ("userId" in visitor) return `u:${visitor.userId}`;
  const digest = createHash("sha256")
    .update(`${visitor.address}\n${visitor.userAgent}`)
    .digest("hex");
  return `a:${digest.slice(0, 40)}`;
}
