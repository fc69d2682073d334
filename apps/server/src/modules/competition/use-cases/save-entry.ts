import {
  type CompetitionSaveInput,
  type CompetitionState,
  competitionEditableStates,
} from "@portal/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { ensureVersion, nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { contentTypeOf } from "../../../platform/storage/content-types.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { applyLink, entryNotFound, isOwnAttachmentKey, wrongState } from "../entry-values.ts";
import { type CompetitionAttachment, competitionEntries } from "../schema.ts";

const isEditable = (state: string) =>
  (competitionEditableStates as readonly string[]).includes(state);

export type SavedEntry = { id: number; state: CompetitionState; version: number };

function attachmentNotYours(index: number) {
  return new AppError("bad_request", "competition.attachmentNotYours", {
    fields: [{ field: `attachments.${index}.key`, messageKey: "competition.attachmentNotYours" }],
  });
}

/**
 * The attachments as the entry keeps them: each must be a file the member uploaded (a key in
 * their folder) or one the entry already holds; its type comes from its key, never the browser.
 */
function keptAttachments(
  sent: CompetitionSaveInput["attachments"],
  userId: number,
  held: readonly CompetitionAttachment[],
): CompetitionAttachment[] {
  return sent.map((attachment, index) => {
    const heldOne = held.find((file) => file.key === attachment.key);
    if (heldOne) return { ...heldOne, name: attachment.name };
    if (!isOwnAttachmentKey(attachment.key, userId)) throw attachmentNotYours(index);
    // The upload checked the bytes against the key's extension: the browser's type is not trusted.
    return { ...attachment, mimeType: contentTypeOf(attachment.key) };
  });
}

/**
 * `save`: the member's entry created (one each: 409 when they have one) or changed while it is a
 * draft or rejected (409 once submitted or accepted, 404 for an id that is not theirs), as a
 * draft or submitted. The change is a conditional UPDATE on the editable states, so a decision
 * made meanwhile wins. A submission answers the team's notice.
 */
export function saveEntry({
  db,
  now,
  userId,
  input: { id, version, submit, attachments, members, ...fields },
}: {
  db: Database;
  now: Date;
  userId: number;
  input: CompetitionSaveInput;
}): Promise<{ saved: SavedEntry; notices: Notice[] }> {
  const state: CompetitionState = submit ? "submitted" : "draft";
  const values = {
    ...fields,
    members: members.map((member) => ({
      name: member.name,
      ...(member.role ? { role: member.role } : {}),
    })),
    state,
    reason: null,
    submittedAt: submit ? now : null,
    updatedAt: now,
  };
  const notices = (projectName: string): Notice[] =>
    submit
      ? [
          {
            userId,
            kind: "competition_submitted",
            params: { title: projectName },
            link: applyLink,
          },
        ]
      : [];

  return inTransaction(db, async (tx) => {
    if (id === undefined) {
      const [created] = await tx
        .insert(competitionEntries)
        .values({ ...values, userId, attachments: keptAttachments(attachments, userId, []) })
        .onConflictDoNothing({ target: competitionEntries.userId })
        .returning({ id: competitionEntries.id, version: competitionEntries.version });
      if (!created) throw new AppError("conflict", "competition.alreadyApplied");
      return { saved: { ...created, state }, notices: notices(fields.projectName) };
    }
    const [current] = await tx
      .select()
      .from(competitionEntries)
      .where(and(eq(competitionEntries.id, id), eq(competitionEntries.userId, userId)))
      .for("update");
    if (!current) throw entryNotFound();
    if (!isEditable(current.state)) throw wrongState(current.state as CompetitionState);
    if (version !== undefined) ensureVersion(current.version, version);
    const [changed] = await tx
      .update(competitionEntries)
      .set({
        ...values,
        attachments: keptAttachments(attachments, userId, current.attachments),
        version: nextVersion(competitionEntries.version),
      })
      .where(
        and(
          eq(competitionEntries.id, id),
          inArray(competitionEntries.state, [...competitionEditableStates]),
        ),
      )
      .returning({ id: competitionEntries.id, version: competitionEntries.version });
    if (!changed) throw wrongState(current.state as CompetitionState);
    return { saved: { ...changed, state }, notices: notices(fields.projectName) };
  });
}
