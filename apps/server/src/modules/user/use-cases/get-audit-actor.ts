import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import type { AuditActor } from "../../audit/use-cases/record-change.ts";
import { users } from "../schema.ts";

/** The staff member making a change, as the audit record names them. */
export async function getAuditActor({
  db,
  userId,
}: {
  db: Database;
  userId: number;
}): Promise<AuditActor> {
  const [user] = await db
    .select({ nickname: users.nickname, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return { id: userId, name: user?.nickname ?? user?.phone ?? String(userId) };
}
