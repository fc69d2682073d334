import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { users } from "../user/schema.ts";
import { whitelistEntries, whitelistMembers } from "./schema.ts";

export type WhitelistEntry = typeof whitelistEntries.$inferSelect;

export function entryNotFound() {
  return new AppError("not_found", "whitelist.notFound");
}

/**
 * How a company name is folded to keep one entry per company: Unicode-compatible forms folded
 * (full-width letters and digits), case ignored, surrounding spaces dropped and inner runs of
 * spaces made one. Nothing else: "ACME Ltd" and "ACME Limited" are two companies.
 */
export function companyMatchKey(company: string): string {
  return company.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** What the audit record keeps of an entry. */
export function auditedEntry(entry: WhitelistEntry) {
  return {
    userId: entry.userId,
    company: entry.company,
    validUntil: entry.validUntil?.toISOString() ?? null,
    note: entry.note,
  };
}

async function findEntry(db: Database, id: number, { lock }: { lock: boolean }) {
  const query = db.select().from(whitelistEntries).where(eq(whitelistEntries.id, id));
  const [entry] = await (lock ? query.for("update") : query);
  if (!entry) throw entryNotFound();
  return entry;
}

export function lockEntry(tx: Database, id: number) {
  return findEntry(tx, id, { lock: true });
}

/**
 * The company entry whose members are read or changed (locked when they change): 404 when
 * there is none, 400 for a user entry, which stands for its one user.
 */
export async function findCompanyEntry(db: Database, id: number, { lock }: { lock: boolean }) {
  const entry = await findEntry(db, id, { lock });
  if (entry.userId !== null) throw new AppError("bad_request", "whitelist.membersOfCompanyOnly");
  return entry;
}

/** What the audit record keeps of an entry's members (these users only, when given). */
export function auditedMembers(db: Database, entryId: number, userIds?: number[]) {
  return db
    .select({ userId: whitelistMembers.userId, phone: users.phone })
    .from(whitelistMembers)
    .innerJoin(users, eq(users.id, whitelistMembers.userId))
    .where(
      and(
        eq(whitelistMembers.entryId, entryId),
        userIds ? inArray(whitelistMembers.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(whitelistMembers.userId));
}

/** 404 naming `field` unless every one of `userIds` is an account that was not deleted. */
export async function assertUsersExist(db: Database, userIds: number[], field: string) {
  const wanted = [...new Set(userIds)];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), ne(users.status, "deleted")));
  if (found.length !== wanted.length) {
    throw new AppError("not_found", "whitelist.userNotFound", {
      fields: [{ field, messageKey: "whitelist.userNotFound" }],
    });
  }
}
