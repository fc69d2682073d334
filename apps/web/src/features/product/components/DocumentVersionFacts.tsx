import { type DocumentVersionItem, formatBytes, formatDate } from "@portal/shared";
import { useTranslation } from "react-i18next";
import "./product-documents.css";

/** A version's number, size and date, in one line. */
export function DocumentVersionFacts({ version }: { version: DocumentVersionItem }) {
  const { t } = useTranslation();
  return (
    <span className="product-document-facts">
      <span>{t("product.documents.version", { version: version.version })}</span>
      <span>{formatBytes(version.size)}</span>
      <span>{t("product.documents.updatedAt", { date: formatDate(version.createdAt) })}</span>
    </span>
  );
}
