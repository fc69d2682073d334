import { type Language, languages, type TranslationState } from "@portal/shared";
import { Space, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import "./management.css";

/** Latin codes: a management table in English shows no Chinese. */
const shortNames: Record<Language, string> = { "zh-CN": "CN", "en-US": "EN", "zh-TW": "TW" };

/**
 * A management row's languages: the original's, each version written (orange when the original
 * changed after it), and the missing ones greyed, each named in full on hover.
 */
export function TranslationStateTags({
  originalLanguage,
  translations = [],
}: {
  originalLanguage: Language;
  translations?: readonly TranslationState[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Space size={2} wrap>
      {languages.map((language) => {
        const written = translations.find((candidate) => candidate.language === language);
        const state =
          language === originalLanguage
            ? "original"
            : written
              ? written.outOfDate
                ? "outOfDate"
                : "upToDate"
              : "missing";
        const color = {
          original: "blue",
          upToDate: "green",
          outOfDate: "orange",
          missing: undefined,
        }[state];
        const label = `${t(`translation.languageNames.${language}`)}: ${t(`translation.states.${state}`)}`;
        return (
          <Tooltip key={language} title={label}>
            <Tag color={color} aria-label={label} className="translation-state-tag">
              {shortNames[language]}
            </Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}
