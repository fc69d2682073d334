import type { CompetitionEntry } from "@portal/shared";
import type { CompetitionEntryRow } from "./entry-values.ts";

/** The member who applied, beside the entry in the staff's table. */
export type EntryContact = { userId: number; nickname: string | null; phone: string };

/** An entry as the team's form and the staff's table read it. */
export function presentEntry(row: CompetitionEntryRow, contact?: EntryContact): CompetitionEntry {
  return {
    id: row.id,
    teamName: row.teamName,
    projectName: row.projectName,
    moduleModel: row.moduleModel,
    description: row.description,
    members: row.members.map((member) => ({
      name: member.name,
      ...(member.role ? { role: member.role } : {}),
    })),
    attachments: row.attachments,
    state: row.state as CompetitionEntry["state"],
    reason: row.reason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(contact ? { contact } : {}),
  };
}
