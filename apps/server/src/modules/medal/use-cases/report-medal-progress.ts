import type { MedalCounter } from "@portal/shared";
import { and, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { awardedNotice } from "../awarded-notice.ts";
import { medalConditions, medalProgress, medals, userMedals } from "../schema.ts";

/**
 * Called by the module that counts, in the transaction of the counted event (a post published,
 * a reply adopted...), with the member's new total on that counter. Stores it, then awards every
 * medal with a condition on that counter whose every condition the member's stored totals now
 * meet, once (the awards' key refuses a second). Answers the `medal_awarded` notices for the
 * caller to hand to `app.notify` after its transaction commits.
 */
export async function reportMedalProgress(
  tx: Database,
  {
    userId,
    counter,
    value,
    now,
  }: { userId: number; counter: MedalCounter; value: number; now: Date },
): Promise<Notice[]> {
  await tx
    .insert(medalProgress)
    .values({ userId, counter, value, updatedAt: now })
    .onConflictDoUpdate({
      target: [medalProgress.userId, medalProgress.counter],
      set: { value, updatedAt: now },
    });
  const earned = await tx
    .select({ id: medals.id, name: medals.name })
    .from(medals)
    .where(
      and(
        sql`exists (select 1 from ${medalConditions} where ${medalConditions.medalId} = ${medals.id}
          and ${medalConditions.counter} = ${counter})`,
        sql`not exists (select 1 from ${userMedals} where ${userMedals.medalId} = ${medals.id}
          and ${userMedals.userId} = ${userId})`,
        sql`not exists (select 1 from ${medalConditions}
          left join ${medalProgress} on ${medalProgress.userId} = ${userId}
            and ${medalProgress.counter} = ${medalConditions.counter}
          where ${medalConditions.medalId} = ${medals.id}
            and coalesce(${medalProgress.value}, 0) < ${medalConditions.threshold})`,
      ),
    );
  if (earned.length === 0) return [];
  const awarded = await tx
    .insert(userMedals)
    .values(earned.map((medal) => ({ userId, medalId: medal.id, awardedAt: now })))
    .onConflictDoNothing()
    .returning({ medalId: userMedals.medalId });
  return earned
    .filter((medal) => awarded.some((row) => row.medalId === medal.id))
    .map((medal) => awardedNotice(userId, medal));
}
