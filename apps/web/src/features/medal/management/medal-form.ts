import {
  defaultLanguage,
  type Language,
  type Medal,
  type MedalCounter,
  type MedalInput,
} from "@portal/shared";

/** One row of the conditions' list as the form holds it (a new row starts empty). */
export type ConditionValues = { counter: MedalCounter | undefined; threshold: number | null };

export type MedalFormValues = {
  language: Language;
  name: string;
  description: string;
  icon: string;
  sort: number | null;
  conditions: ConditionValues[];
};

export function medalFormValuesOf(medal: Medal | null): MedalFormValues {
  return {
    language: medal?.localization.originalLanguage ?? defaultLanguage,
    name: medal?.name ?? "",
    description: medal?.description ?? "",
    icon: medal?.icon ?? "",
    sort: medal?.sort ?? 0,
    conditions: medal?.conditions ?? [{ counter: "postsPublished", threshold: 1 }],
  };
}

/** What the server takes: trimmed words, an empty description left out, whole conditions only. */
export function medalInputOf(values: MedalFormValues): MedalInput {
  const description = values.description.trim();
  return {
    language: values.language,
    name: values.name.trim(),
    ...(description ? { description } : {}),
    icon: values.icon.trim(),
    sort: values.sort ?? 0,
    conditions: values.conditions.flatMap(({ counter, threshold }) =>
      counter && threshold !== null ? [{ counter, threshold }] : [],
    ),
  };
}
