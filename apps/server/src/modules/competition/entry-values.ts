import type { CompetitionState } from "@portal/shared";
import { AppError } from "../../platform/http/errors.ts";
import { uploaderFolder } from "../../platform/storage/owned-uploads.ts";
import type { competitionEntries } from "./schema.ts";

export const entryNotFound = () => new AppError("not_found", "competition.notFound");

/** The link every competition notice opens: the team's application page. */
export const applyLink = "/apply";

/** Why a write the entry's state does not allow was refused (409). */
export function wrongState(state: CompetitionState): AppError {
  if (state === "accepted") return new AppError("conflict", "competition.accepted");
  return new AppError("conflict", "competition.notEditable");
}

/** The kind of the members' uploads for their entries (see `platform/storage/owned-uploads.ts`). */
export const attachmentKind = "competition";

/** A key the store made in the member's folder: their folder, then a fresh name and extension. */
export function isOwnAttachmentKey(key: string, userId: number): boolean {
  return new RegExp(`^${uploaderFolder(attachmentKind, userId)}/\\d+[0-9a-f]{6}\\.[a-z0-9]+$`).test(
    key,
  );
}

/** One row of `competition_entries`. */
export type CompetitionEntryRow = typeof competitionEntries.$inferSelect;
