import type { Localization, Medal, MedalConditionRow, TranslationState } from "@portal/shared";
import type { MedalWithConditions } from "./medal-values.ts";

/** A medal with its conditions, its words as localized or as written. */
export function presentMedal(
  row: MedalWithConditions & {
    localization: Localization;
    translations?: TranslationState[];
    holders?: number;
  },
): Medal {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    sort: row.sort,
    version: row.version,
    conditions: row.conditions,
    localization: row.localization,
    ...(row.translations ? { translations: row.translations } : {}),
    ...(row.holders === undefined ? {} : { holders: row.holders }),
  };
}

/** One condition beside its medal's name and icon. */
export function presentCondition(row: MedalConditionRow): MedalConditionRow {
  return {
    id: row.id,
    medalId: row.medalId,
    medalName: row.medalName,
    medalIcon: row.medalIcon,
    counter: row.counter,
    threshold: row.threshold,
  };
}
