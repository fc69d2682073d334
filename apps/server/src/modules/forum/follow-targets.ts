import type { FollowTargetInput } from "@portal/shared";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { users } from "../user/schema.ts";
import { boardNotFound } from "./board-rows.ts";
import { postNotFound } from "./post-rows.ts";
import { forumBoards, forumPosts } from "./schema.ts";

/** A member others can follow and see: an account that exists and was not deleted (404 else). */
export async function ensureMember(db: Database, id: number): Promise<void> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), ne(users.status, "deleted")));
  if (!found) throw new AppError("not_found", "forum.userNotFound");
}

/**
 * Refuses a target nobody can follow: oneself (400), a member who does not exist or whose
 * account was deleted, a board or a post that does not exist or was deleted (404).
 */
export async function checkFollowTarget(
  db: Database,
  userId: number,
  { targetType, targetId }: FollowTargetInput,
): Promise<void> {
  switch (targetType) {
    case "user": {
      if (targetId === userId) {
        throw new AppError("bad_request", "forum.followSelf", {
          fields: [{ field: "targetId", messageKey: "forum.followSelf" }],
        });
      }
      await ensureMember(db, targetId);
      return;
    }
    case "topic": {
      const [found] = await db
        .select({ id: forumBoards.id })
        .from(forumBoards)
        .where(eq(forumBoards.id, targetId));
      if (!found) throw boardNotFound();
      return;
    }
    case "post": {
      const [found] = await db
        .select({ id: forumPosts.id })
        .from(forumPosts)
        .where(and(eq(forumPosts.id, targetId), ne(forumPosts.status, "deleted")));
      if (!found) throw postNotFound();
      return;
    }
  }
}
