import type { Language, MemberTitle } from "@portal/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { pointsAccounts } from "../../points/schema.ts";
import type { UserRow } from "../../user/schema.ts";
import { getUser } from "../../user/use-cases/get-user.ts";
import { titlesOf } from "./titles-of.ts";

/**
 * `userInfoById`: a member's account with their title in the reader's language and their
 * balance. A member whose account was never read or moved shows the welcome grant it opens
 * with, without opening it: a visitor's read writes nothing. 404 for no such account.
 */
export async function getMemberProfile({
  db,
  userId,
  reader,
  welcomeGrant,
}: {
  db: Database;
  userId: number;
  reader: Language;
  welcomeGrant: number;
}): Promise<{ user: UserRow; title: MemberTitle; points: number }> {
  const user = await getUser({ db, userId });
  const [titles, [account]] = await Promise.all([
    titlesOf(db, [user], reader),
    db
      .select({ balance: pointsAccounts.balance })
      .from(pointsAccounts)
      .where(eq(pointsAccounts.userId, userId)),
  ]);
  const title = titles.get(user.id) ?? { kind: "ordinary", name: "" };
  return { user, title, points: account?.balance ?? Math.max(0, Math.trunc(welcomeGrant)) };
}
