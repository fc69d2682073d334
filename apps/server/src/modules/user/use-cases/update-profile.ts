import type { UpdateProfileBody } from "@portal/shared";
import { eq } from "drizzle-orm";
import { MemoryCache } from "../../../platform/cache/memory-cache.ts";
import type { Database } from "../../../platform/db/client.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { listDictionary } from "../../dict/use-cases/list-dictionary.ts";
import { ensureNotLikeStaff, ensureUnique } from "../accounts.ts";
import { type UserRow, users } from "../schema.ts";
import { getUser } from "./get-user.ts";

/**
 * Refuses an area or field id that is not in its dictionary (the static list and the entries
 * staff added). The added entries are read afresh: an entry added a moment ago is accepted.
 */
async function ensureInDictionaries(db: Database, input: UpdateProfileBody) {
  const checks = [
    { id: input.areaId, type: "area", field: "areaId" },
    { id: input.fieldId, type: "field", field: "fieldId" },
  ] as const;
  for (const { id, type, field } of checks) {
    if (id === undefined || id === null) continue;
    const entries = await listDictionary({
      db,
      cache: new MemoryCache({ maxEntries: 1, ttlMs: 0 }),
      type,
    });
    if (!entries.some((entry) => entry.id === id)) {
      throw new AppError("bad_request", "account.notInDictionary", {
        fields: [{ field, messageKey: "account.notInDictionary" }],
      });
    }
  }
}

/**
 * `userUpdateInfo`: the fields sent change (null clears one), the others stay. An avatar is
 * set by uploading it (`uploadAvatar`), so the only avatar path accepted here is the one the
 * user's own upload left in their row: another user's file cannot be borrowed.
 */
export async function updateProfile({
  db,
  now,
  userId,
  ...input
}: UpdateProfileBody & { db: Database; now: Date; userId: number }): Promise<UserRow> {
  const current = await getUser({ db, userId });
  if (input.avatarUrl && input.avatarUrl !== current.avatarUrl) {
    throw new AppError("bad_request", "account.avatarNotOwn", {
      fields: [{ field: "avatarUrl", messageKey: "account.avatarNotOwn" }],
    });
  }
  await ensureInDictionaries(db, input);
  await ensureUnique(db, input, userId);
  await ensureNotLikeStaff(db, input.nickname, userId);
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<typeof users.$inferInsert>;
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError("not_found", "account.userNotFound");
  return user;
}
