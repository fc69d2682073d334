import { eq } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { users } from "../../user/schema.ts";

/** The name and picture an agent shows visitors, or undefined when the account is gone. */
export async function findAgentProfile({ db, agentUserId }: { db: Database; agentUserId: number }) {
  const [agent] = await db
    .select({ nickname: users.nickname, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, agentUserId));
  return agent;
}
