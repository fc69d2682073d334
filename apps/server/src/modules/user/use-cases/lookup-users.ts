import { and, asc, ilike, ne, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { containsPattern } from "../../../platform/db/like-pattern.ts";
import { users } from "../schema.ts";

/** How many candidates a picker lists: enough to pick from, too few to page through users. */
const candidateLimit = 20;

/** 138****5678: enough to tell two accounts apart, not enough to call anybody. */
function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : "****";
}

/**
 * Accounts a staff picker offers (whitelist members, board moderators), by phone, nickname or
 * company, each with its id, nickname, company and masked phone only: a staff member picking
 * accounts needs no user administration and sees no full phone number.
 */
export async function lookupUsers({ db, keyword }: { db: Database; keyword: string }) {
  const pattern = containsPattern(keyword);
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, phone: users.phone, company: users.company })
    .from(users)
    .where(
      and(
        ne(users.status, "deleted"),
        or(
          ilike(users.phone, pattern),
          ilike(users.nickname, pattern),
          ilike(users.company, pattern),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(candidateLimit);
  return rows.map(({ phone, ...user }) => ({ ...user, maskedPhone: maskPhone(phone) }));
}
