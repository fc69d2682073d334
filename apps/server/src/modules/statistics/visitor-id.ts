import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { statisticsSalts } from "./schema.ts";

/**
 * A visitor's id for one day, without cookies (as Plausible does): a hash of the day's salt,
 * the address and the browser. The address is never stored, and once the day's salt is
 * deleted nobody can tell which address made an id, nor follow a visitor from one day to the
 * next.
 */
export function visitorIdOf({
  salt,
  address,
  userAgent,
}: {
  salt: string;
  address: string;
  userAgent: string;
}): string {
  return createHash("sha256")
    .update(`${salt}\n${address}\n${userAgent}`)
    .digest("hex")
    .slice(0, 32);
}

/**
 * A signed-in member's visitor id: the same every day, so that a member coming back on several
 * days of a range counts once (anonymous visitors cannot be followed across days, by design).
 */
export function visitorIdOfMember(userId: number): string {
  return createHash("sha256").update(`member\n${userId}`).digest("hex").slice(0, 32);
}

const saltsOfDatabases = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * The salt of `day`, made by the first instance that needs it and read by the others; kept in
 * memory for the day (only today's and yesterday's are ever asked for).
 */
export function saltOfDay(db: Database, day: string): Promise<string> {
  let salts = saltsOfDatabases.get(db);
  if (!salts) {
    salts = new Map();
    saltsOfDatabases.set(db, salts);
  }
  const known = salts.get(day);
  if (known) return known;
  const loading = (async () => {
    await db
      .insert(statisticsSalts)
      .values({ day, salt: randomBytes(24).toString("hex") })
      .onConflictDoNothing();
    const [row] = await db
      .select({ salt: statisticsSalts.salt })
      .from(statisticsSalts)
      .where(eq(statisticsSalts.day, day));
    if (!row) throw new Error(`The salt of ${day} was deleted while it was made`);
    return row.salt;
  })();
  loading.catch(() => salts.delete(day));
  for (const older of salts.keys()) if (older < day) salts.delete(older);
  salts.set(day, loading);
  return loading;
}

/** Deletes the salts of the days before `day`: their ids can no longer be made again. */
export async function deleteSaltsBefore(db: Database, day: string): Promise<void> {
  await db.delete(statisticsSalts).where(lt(statisticsSalts.day, day));
}
