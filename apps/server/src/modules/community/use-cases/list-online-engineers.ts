import type { Language, MemberTitle } from "@portal/shared";
import { and, asc, eq, exists, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { sessions, users } from "../../user/schema.ts";
import { titlesOf } from "./titles-of.ts";

/** A session seen within this long counts as signed in now. */
const onlineWithinMs = 5 * 60 * 1000;
/** The side column shows a handful; more would not fit it. */
const shownAtMost = 20;

/**
 * `queryOnlineEngineers`: certified engineers with a session seen in the last five minutes on
 * any instance (the sessions table is shared), locked and deleted accounts left out, with their title in the reader's language.
 */
export async function listOnlineEngineers({
  db,
  now,
  reader,
}: {
  db: Database;
  now: Date;
  reader: Language;
}): Promise<
  {
    id: number;
    nickname: string | null;
    phone: string;
    avatarUrl: string | null;
    title: MemberTitle;
  }[]
> {
  const since = new Date(now.getTime() - onlineWithinMs);
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      phone: users.phone,
      avatarUrl: users.avatarUrl,
      isEngineer: users.isEngineer,
      honoraryTitleId: users.honoraryTitleId,
    })
    .from(users)
    .where(
      and(
        eq(users.isEngineer, true),
        eq(users.status, "active"),
        exists(
          db
            .select({ id: sessions.id })
            .from(sessions)
            .where(
              and(
                eq(sessions.userId, users.id),
                gt(sessions.lastSeenAt, since),
                isNull(sessions.revokedAt),
                gt(sessions.expiresAt, now),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(shownAtMost);
  const titles = await titlesOf(db, rows, reader);
  return rows.map((row) => ({
    id: row.id,
    nickname: row.nickname,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    title: titles.get(row.id) ?? { kind: "engineer", name: "" },
  }));
}
