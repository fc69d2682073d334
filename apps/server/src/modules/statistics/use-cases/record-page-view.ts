import type { PageViewBeacon } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import { isBot } from "../bots.ts";
import { chinaDay } from "../china-day.ts";
import { provinceOfAddress } from "../province.ts";
import { recordingBufferOf } from "../recording-buffer.ts";
import { saltOfDay, visitorIdOf, visitorIdOfMember } from "../visitor-id.ts";

/**
 * Records one page view from the web's recorder: dropped when a bot sent it, else buffered with
 * the day's visitor id (a member's own id when signed in), the signed-in user and the province of the address (never the address
 * itself). Answers whether it was recorded.
 */
export async function recordPageView({
  db,
  now,
  beacon,
  address,
  userAgent,
  userId,
}: {
  db: Database;
  now: Date;
  beacon: PageViewBeacon;
  address: string;
  userAgent: string;
  userId: number | null;
}): Promise<boolean> {
  if (isBot(userAgent)) return false;
  const day = chinaDay(now);
  const salt = await saltOfDay(db, day);
  recordingBufferOf(db).addView({
    viewedAt: now,
    day,
    path: beacon.path,
    targetId: beacon.targetId || null,
    referrer: beacon.referrer || null,
    language: beacon.language,
    mobile: beacon.mobile,
    screenWidth: beacon.screenWidth,
    entry: beacon.entry,
    visitor:
      userId === null ? visitorIdOf({ salt, address, userAgent }) : visitorIdOfMember(userId),
    userId,
    province: provinceOfAddress(address),
  });
  return true;
}
