import type { ModerationAction } from "@portal/shared";
import type { Database } from "../../../platform/db/client.ts";
import type { AuditActor } from "../../audit/use-cases/record-change.ts";
import { forumModerationActions } from "../schema.ts";

/** Records who did what to a post or reply, and why; callers run it in the action's transaction. */
export async function recordModerationAction(
  tx: Database,
  entry: {
    postId: number;
    replyId?: number | null;
    actor: AuditActor;
    action: ModerationAction;
    reason?: string | null;
    now: Date;
  },
): Promise<void> {
  await tx.insert(forumModerationActions).values({
    postId: entry.postId,
    replyId: entry.replyId ?? null,
    actorId: entry.actor.userId,
    actorName: entry.actor.name.slice(0, 30),
    action: entry.action,
    reason: entry.reason ?? null,
    createdAt: entry.now,
  });
}
