import {
  type DocumentAccessLevel,
  type DocumentType,
  documentAccessLevels,
  documentTypes,
  type FeedbackStatus,
  type FeedbackType,
  feedbackStatuses,
  feedbackTypes,
  type Language,
  languages,
} from "@portal/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

type Option<T extends string> = { value: T; label: string };

function optionsOf<T extends string>(values: readonly T[], name: (value: T) => string) {
  return values.map((value): Option<T> => ({ value, label: name(value) }));
}

/**
 * Names of the shared document enums in the interface language, and the select options of
 * each in the shared order: the one place every document page and form takes them from, the
 * document texts keyed by the shared `as const` lists.
 */
export function useDocumentLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    const namesOf = <T extends string>(key: string) => {
      const names = t(key, { returnObjects: true }) as Record<T, string>;
      return (value: T) => names[value] ?? value;
    };
    const type = namesOf<DocumentType>("document.types");
    const language = namesOf<Language>("document.languages");
    const accessLevel = namesOf<DocumentAccessLevel>("document.accessLevels");
    const feedbackType = namesOf<FeedbackType>("document.feedbackTypes");
    const feedbackStatus = namesOf<FeedbackStatus>("document.feedbackStatuses");
    return {
      type,
      language,
      accessLevel,
      feedbackType,
      feedbackStatus,
      options: {
        types: optionsOf(documentTypes, type),
        languages: optionsOf(languages, language),
        accessLevels: optionsOf(documentAccessLevels, accessLevel),
        feedbackTypes: optionsOf(feedbackTypes, feedbackType),
        feedbackStatuses: optionsOf(feedbackStatuses, feedbackStatus),
      },
    };
  }, [t]);
}
