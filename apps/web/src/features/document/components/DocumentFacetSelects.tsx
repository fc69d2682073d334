import type { DocumentType, Language } from "@portal/shared";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import "./document-toolbar.css";
import { useDocumentLabels } from "../document-labels.ts";

/** The type and language filters of a document search (each "all" when cleared). */
export function DocumentFacetSelects({
  type,
  language,
  onTypeChange,
  onLanguageChange,
}: {
  type: DocumentType | null;
  language: Language | null;
  onTypeChange: (type: DocumentType | null) => void;
  onLanguageChange: (language: Language | null) => void;
}) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  return (
    <>
      <Select<DocumentType>
        className="document-toolbar-select"
        value={type ?? undefined}
        onChange={(next) => onTypeChange(next ?? null)}
        placeholder={t("document.centre.allTypes")}
        aria-label={t("document.fields.type")}
        allowClear
        options={labels.options.types}
      />
      <Select<Language>
        className="document-toolbar-select"
        value={language ?? undefined}
        onChange={(next) => onLanguageChange(next ?? null)}
        placeholder={t("document.centre.allLanguages")}
        aria-label={t("document.fields.language")}
        allowClear
        options={labels.options.languages}
      />
    </>
  );
}
