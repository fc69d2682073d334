import type { CustomizationDealInput, CustomizationFollowUpInput } from "@portal/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { FileStore } from "../../../platform/storage/storage.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { customizationNotice } from "../notices.ts";
import { customizationReplies, customizationRequests } from "../schema.ts";
import { checkAttachments } from "./check-attachments.ts";
import { notFound } from "./get-customization.ts";
import { isAssignable } from "./list-assignees.ts";

type Writing = { db: Database; store: FileStore; now: Date; actorId: number };
type RequestRow = typeof customizationRequests.$inferSelect;

/**
 * Why a conditional update changed nothing: the request is missing (404) or closed (409); a
 * request someone else just changed is read again, so the answer is about what it is now.
 */
async function refusalFor(db: Database, id: number, ownerId?: number): Promise<AppError> {
  const [current] = await db
    .select({ state: customizationRequests.state, userId: customizationRequests.userId })
    .from(customizationRequests)
    .where(eq(customizationRequests.id, id));
  if (!current || (ownerId !== undefined && current.userId !== ownerId)) return notFound();
  return new AppError("conflict", "customization.closed");
}

const stillOpen = (id: number) =>
  and(eq(customizationRequests.id, id), ne(customizationRequests.state, "closed"));
const bumpedVersion = () => nextVersion(customizationRequests.version);

/** Assigns an open request (new or already assigned) to a staff member. */
async function assign({ db, now }: Writing, id: number, assigneeId: number): Promise<RequestRow> {
  if (!(await isAssignable(db, assigneeId))) {
    throw new AppError("bad_request", "customization.assigneeNotStaff", {
      fields: [{ field: "assigneeId", messageKey: "customization.assigneeNotStaff" }],
    });
  }
  const [changed] = await db
    .update(customizationRequests)
    .set({ state: "assigned", assigneeId, version: bumpedVersion(), updatedAt: now })
    .where(
      and(stillOpen(id), sql`${customizationRequests.assigneeId} is distinct from ${assigneeId}`),
    )
    .returning();
  if (changed) return changed;
  const [current] = await db
    .select({ state: customizationRequests.state })
    .from(customizationRequests)
    .where(eq(customizationRequests.id, id));
  if (current && current.state !== "closed") {
    throw new AppError("conflict", "customization.alreadyAssigned");
  }
  throw await refusalFor(db, id);
}

/**
 * Adds a message to an open request in one transaction with touching the request: the update
 * holds the row, so a close at the same moment waits and the reply never lands on a closed one.
 */
async function addReply(
  { db, store, now, actorId }: Writing,
  input: Pick<CustomizationFollowUpInput, "id" | "content" | "attachments">,
  from: { staff: true } | { staff: false; ownerId: number },
): Promise<RequestRow> {
  await checkAttachments({ store, userId: actorId, attachments: input.attachments });
  return inTransaction(db, async (tx) => {
    const [touched] = await tx
      .update(customizationRequests)
      .set({ updatedAt: now })
      .where(
        and(
          stillOpen(input.id),
          from.staff ? undefined : eq(customizationRequests.userId, from.ownerId),
        ),
      )
      .returning();
    if (!touched) throw await refusalFor(tx, input.id, from.staff ? undefined : from.ownerId);
    await tx.insert(customizationReplies).values({
      requestId: input.id,
      authorId: actorId,
      fromStaff: from.staff,
      content: input.content,
      attachments: input.attachments,
      createdAt: now,
    });
    return touched;
  });
}

/** Closes an open request for good: no more replies nor assignment. */
async function close({ db, now }: Writing, id: number): Promise<RequestRow> {
  const [closed] = await db
    .update(customizationRequests)
    .set({ state: "closed", closedAt: now, version: bumpedVersion(), updatedAt: now })
    .where(stillOpen(id))
    .returning();
  if (!closed) throw await refusalFor(db, id);
  return closed;
}

/**
 * `/service/customized/deal`: staff assign, reply to or close a request. Each is a conditional
 * update on a request that is not closed (409 otherwise), and tells the applicant.
 */
export async function dealCustomization(
  writing: Writing,
  input: CustomizationDealInput,
): Promise<Notice[]> {
  switch (input.action) {
    case "assign": {
      const request = await assign(writing, input.id, input.assigneeId ?? writing.actorId);
      return [customizationNotice("customization_assigned", request, writing.actorId)];
    }
    case "reply": {
      const request = await addReply(writing, input, { staff: true });
      return [customizationNotice("customization_replied", request, writing.actorId)];
    }
    case "close": {
      const request = await close(writing, input.id);
      return [customizationNotice("customization_closed", request, writing.actorId)];
    }
  }
}

/** `/service/customized/followUp`: the applicant adds to their own open request. */
export async function followUpCustomization(
  writing: Writing,
  input: CustomizationFollowUpInput,
): Promise<void> {
  await addReply(writing, input, { staff: false, ownerId: writing.actorId });
}
