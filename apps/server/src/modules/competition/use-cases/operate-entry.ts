import type { CompetitionOperateInput, CompetitionState } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { nextVersion } from "../../../platform/db/versioned-row.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { applyLink, entryNotFound } from "../entry-values.ts";
import { competitionEntries } from "../schema.ts";

/**
 * `operate`: accepts or rejects (with the reason the team reads) a submitted entry; any other
 * state answers 409, so an entry is decided once. The team is told either way.
 */
export function operateEntry({
  db,
  now,
  actor,
  input,
}: StaffWrite & { input: CompetitionOperateInput }): Promise<{
  state: CompetitionState;
  notices: Notice[];
}> {
  const state: CompetitionState = input.action === "accept" ? "accepted" : "rejected";
  const reason = input.action === "reject" ? input.reason : null;
  return inTransaction(db, async (tx) => {
    const [decided] = await tx
      .update(competitionEntries)
      .set({
        state,
        reason,
        decidedAt: now,
        decidedBy: actor.userId,
        updatedAt: now,
        version: nextVersion(competitionEntries.version),
      })
      .where(and(eq(competitionEntries.id, input.id), eq(competitionEntries.state, "submitted")))
      .returning({
        userId: competitionEntries.userId,
        projectName: competitionEntries.projectName,
      });
    if (!decided) {
      const [existing] = await tx
        .select({ id: competitionEntries.id })
        .from(competitionEntries)
        .where(eq(competitionEntries.id, input.id));
      if (!existing) throw entryNotFound();
      throw new AppError("conflict", "competition.notSubmitted");
    }
    await recordChange({
      db: tx,
      actor,
      action: input.action === "accept" ? "competition.accept" : "competition.reject",
      targetType: "competitionEntry",
      targetId: input.id,
      before: { state: "submitted" },
      after: { state, ...(reason ? { reason } : {}) },
      at: now,
    });
    const notice: Notice =
      state === "accepted"
        ? {
            userId: decided.userId,
            kind: "competition_accepted",
            params: { title: decided.projectName },
            link: applyLink,
            actorId: actor.userId,
          }
        : {
            userId: decided.userId,
            kind: "competition_rejected",
            params: { title: decided.projectName, reason: reason ?? "" },
            link: applyLink,
            actorId: actor.userId,
          };
    return { state, notices: [notice] };
  });
}
