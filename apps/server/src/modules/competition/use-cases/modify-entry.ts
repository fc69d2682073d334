import type { CompetitionModifyInput, CompetitionState } from "@portal/shared";
import { and, eq, ne } from "drizzle-orm";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { nextVersion } from "../../../platform/db/versioned-row.ts";
import { recordChange, type StaffWrite } from "../../audit/use-cases/record-change.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { applyLink, entryNotFound, wrongState } from "../entry-values.ts";
import { competitionEntries } from "../schema.ts";

/**
 * `modify`: staff correct one field of an entry (a typo in a submitted one) unless it is
 * accepted (409: what was accepted stays as it was). Audited with the value before and after;
 * the team is told their entry changed. Writing the value it already has changes nothing.
 */
export function modifyEntry({
  db,
  now,
  actor,
  input: { id, field, value },
}: StaffWrite & { input: CompetitionModifyInput }): Promise<{ notices: Notice[] }> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, id))
      .for("update");
    if (!current) throw entryNotFound();
    if (current.state === "accepted") throw wrongState("accepted");
    if (current[field] === value) return { notices: [] };
    const [changed] = await tx
      .update(competitionEntries)
      .set({ [field]: value, updatedAt: now, version: nextVersion(competitionEntries.version) })
      .where(and(eq(competitionEntries.id, id), ne(competitionEntries.state, "accepted")))
      .returning({ projectName: competitionEntries.projectName });
    if (!changed) throw wrongState(current.state as CompetitionState);
    await recordChange({
      db: tx,
      actor,
      action: "competition.modify",
      targetType: "competitionEntry",
      targetId: id,
      before: { [field]: current[field] },
      after: { [field]: value },
      at: now,
    });
    return {
      notices: [
        {
          userId: current.userId,
          kind: "competition_changed",
          params: { title: changed.projectName },
          link: applyLink,
          actorId: actor.userId,
        },
      ],
    };
  });
}
