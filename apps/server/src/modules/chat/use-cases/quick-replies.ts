import { chatLimits, type QuickReplyUpdateInput } from "@portal/shared";
import { and, asc, count, eq, max, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { ensureVersion, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { chatQuickReplies } from "../schema.ts";

type Owner = { db: Database; agentUserId: number };

const notFound = () => new AppError("not_found", "chat.quickReplyNotFound");
const ownReply = (agentUserId: number, id: number) =>
  and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.agentUserId, agentUserId));

/** An agent's own quick replies, in its order. */
export function listQuickReplies({ db, agentUserId }: Owner) {
  return db
    .select()
    .from(chatQuickReplies)
    .where(eq(chatQuickReplies.agentUserId, agentUserId))
    .orderBy(asc(chatQuickReplies.sortOrder), asc(chatQuickReplies.id));
}

/** Adds a quick reply at the end of the agent's list (at most `quickRepliesPerAgent`). */
export function addQuickReply({ db, agentUserId, content }: Owner & { content: string }) {
  return inTransaction(db, async (tx) => {
    // Two adds at once of the same agent would both pass the count: take them one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(${agentUserId}, 13)`);
    const [current] = await tx
      .select({ total: count(), last: max(chatQuickReplies.sortOrder) })
      .from(chatQuickReplies)
      .where(eq(chatQuickReplies.agentUserId, agentUserId));
    if ((current?.total ?? 0) >= chatLimits.quickRepliesPerAgent) {
      throw new AppError("conflict", "chat.tooManyQuickReplies", {
        params: { max: chatLimits.quickRepliesPerAgent },
      });
    }
    const [row] = await tx
      .insert(chatQuickReplies)
      .values({ agentUserId, content, sortOrder: (current?.last ?? 0) + 1 })
      .returning();
    if (!row) throw new Error("the quick reply was not inserted");
    return row;
  });
}

/** Changes one of the agent's own quick replies: another agent's is "not found"; 409 when stale. */
export function updateQuickReply({
  db,
  agentUserId,
  id,
  content,
  version,
}: Owner & QuickReplyUpdateInput) {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ version: chatQuickReplies.version })
      .from(chatQuickReplies)
      .where(ownReply(agentUserId, id))
      .for("update");
    if (!current) throw notFound();
    ensureVersion(current.version, version);
    const [row] = await tx
      .update(chatQuickReplies)
      .set({ content, version: nextVersion(chatQuickReplies.version) })
      .where(ownReply(agentUserId, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Deletes one of the agent's own quick replies. */
export async function deleteQuickReply({ db, agentUserId, id }: Owner & { id: number }) {
  const deleted = await db
    .delete(chatQuickReplies)
    .where(ownReply(agentUserId, id))
    .returning({ id: chatQuickReplies.id });
  if (deleted.length === 0) throw notFound();
}

/** Puts the agent's quick replies in the order of `ids`, which must name each of them once. */
export function orderQuickReplies({ db, agentUserId, ids }: Owner & { ids: number[] }) {
  return inTransaction(db, async (tx) => {
    const own = await tx
      .select({ id: chatQuickReplies.id })
      .from(chatQuickReplies)
      .where(eq(chatQuickReplies.agentUserId, agentUserId))
      .for("update");
    const ownIds = new Set(own.map((row) => row.id));
    if (ids.length !== ownIds.size || ids.some((id) => !ownIds.has(id))) {
      throw new AppError("bad_request", "chat.quickReplyOrder", {
        fields: [{ field: "ids", messageKey: "chat.quickReplyOrder" }],
      });
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(chatQuickReplies)
        .set({ sortOrder: index + 1 })
        .where(ownReply(agentUserId, id));
    }
    return listQuickReplies({ db: tx, agentUserId });
  });
}
