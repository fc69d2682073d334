import type { Language } from "@portal/shared";
import { AppError } from "../../platform/http/errors.ts";
import type { honoraryTitles } from "./schema.ts";

export type HonoraryTitleRow = typeof honoraryTitles.$inferSelect;
export const honoraryTitleNotFound = () => new AppError("not_found", "community.titleNotFound");
export const accountDeleted = () => new AppError("conflict", "community.accountDeleted");

/** A title as the translation module sees it. */
export function translatableHonoraryTitle(row: HonoraryTitleRow) {
  return { id: row.id, language: row.language as Language, fields: { name: row.name } };
}
