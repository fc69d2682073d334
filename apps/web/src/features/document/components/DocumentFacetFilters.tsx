import type { DocumentType, Language } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "../../../components/native-select/NativeSelect.tsx";
import "./document-toolbar.css";
import { useDocumentLabels } from "../document-labels.ts";

/**
 * The document centre's type and language filters (each "all" when cleared), as native
 * selects; the management list keeps Ant Design's (`DocumentFacetSelects`).
 */
export function DocumentFacetFilters({
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
      <NativeSelect<DocumentType>
        className="document-toolbar-select"
        value={type}
        onChange={onTypeChange}
        placeholder={t("document.centre.allTypes")}
        aria-label={t("document.fields.type")}
        options={labels.options.types}
      />
      <NativeSelect<Language>
        className="document-toolbar-select"
        value={language}
        onChange={onLanguageChange}
        placeholder={t("document.centre.allLanguages")}
        aria-label={t("document.fields.language")}
        options={labels.options.languages}
      />
    </>
  );
}
