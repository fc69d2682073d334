import { forumLimits, type SendReplyInput } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import type { AuthContext } from "../../../platform/auth/auth-plugin.ts";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { richTextWithin } from "../../../platform/sanitize/rich-text.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import type { PointsRuleSettings } from "../../points/use-cases/award-rule-points.ts";
import { users } from "../../user/schema.ts";
import { isVisible, lockPost, postNotFound } from "../post-rows.ts";
import { contentHash, hasSensitiveWord } from "../posting-rules.ts";
import { forumReplies } from "../schema.ts";
import { announceReply } from "./announce-reply.ts";
import { moderatesBoard } from "./moderates-board.ts";

/**
 * `sendPost`: a reply to a published post (not a locked one, unless a moderator writes it),
 * queued for the audit when it holds a sensitive word. A reply to a reply is filed under its
 * top reply (one level of threading). A certified engineer's reply is marked. Once published,
 * the post's author and followers are told.
 */
export async function sendReply({
  db,
  now,
  author,
  input,
  sensitiveWords,
  pointsRules,
}: {
  db: Database;
  now: Date;
  author: AuthContext;
  input: SendReplyInput;
  sensitiveWords: readonly string[];
  pointsRules: PointsRuleSettings;
}): Promise<{ id: number; status: "published" | "pending"; notices: Notice[] }> {
  const content = richTextWithin(input.content, {
    field: "content",
    maxCharacters: forumLimits.replyMaxCharacters,
  });
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, input.postId);
    if (!isVisible(post)) throw postNotFound();
    const moderates = await moderatesBoard(tx, author, post.boardId);
    if (post.isLocked && !moderates) throw new AppError("conflict", "forum.postLocked");
    let parentId: number | null = null;
    if (input.parentId !== undefined) {
      const [parent] = await tx
        .select({
          id: forumReplies.id,
          parentId: forumReplies.parentId,
          status: forumReplies.status,
        })
        .from(forumReplies)
        .where(and(eq(forumReplies.id, input.parentId), eq(forumReplies.postId, post.id)));
      if (!parent || parent.status === "deleted")
        throw new AppError("not_found", "forum.replyNotFound");
      parentId = parent.parentId ?? parent.id;
    }
    const [writer] = await tx
      .select({ isEngineer: users.isEngineer })
      .from(users)
      .where(eq(users.id, author.userId));
    const pending = !moderates && hasSensitiveWord([content], sensitiveWords);
    const status = pending ? "pending" : "published";
    const [row] = await tx
      .insert(forumReplies)
      .values({
        postId: post.id,
        parentId,
        authorId: author.userId,
        content,
        status,
        statusReason: pending ? "sensitive_words" : null,
        certified: writer?.isEngineer ?? false,
        contentHash: contentHash(content),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: forumReplies.id });
    if (!row) throw new Error("the reply was not inserted");
    if (pending) return { id: row.id, status, notices: [] };
    const notices = await announceReply(tx, {
      post,
      replyId: row.id,
      replyAuthorId: author.userId,
      now,
      pointsRules,
    });
    return { id: row.id, status, notices };
  });
}
