import { and, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { chatQuickReplies } from "./schema.ts";

/** Whose quick replies a use case reads or writes: an agent's own only. */
export type QuickReplyOwner = { db: Database; agentUserId: number };

export const quickReplyNotFound = () => new AppError("not_found", "chat.quickReplyNotFound");

/** The agent's own quick reply `id`: another agent's is "not found". */
export const ownQuickReply = (agentUserId: number, id: number) =>
  and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.agentUserId, agentUserId));
