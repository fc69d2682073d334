import { type DocumentItem, formatBytes, formatDate } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { DetailsListItem } from "./DetailsListItem.tsx";
import { DocumentActions } from "./DocumentActions.tsx";
import "./document-details.css";

/** Older versions of a document, newest first, each with its own download. */
export function OlderVersions({
  document,
  signedIn,
}: {
  document: DocumentItem;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const older = document.versions.filter((version) => version.id !== document.latestVersion.id);
  return (
    <section aria-label={t("document.details.olderVersions")}>
      <h3 className="document-details-heading">{t("document.details.olderVersions")}</h3>
      {older.length === 0 ? (
        <p className="text-muted">{t("document.details.noOlderVersions")}</p>
      ) : (
        <ul className="details-list">
          {older.map((version) => (
            <DetailsListItem
              key={version.id}
              className="document-version-row"
              data-testid={`version-${version.id}`}
              title={
                <span>
                  {version.version} · {version.fileName}
                </span>
              }
              description={
                <>
                  {formatDate(version.createdAt)} · {formatBytes(version.size)} ·{" "}
                  {t("document.fields.downloadsCount", { total: version.downloadCount })}
                  {version.changeNote ? (
                    <div className="document-change-note">{version.changeNote}</div>
                  ) : null}
                </>
              }
              actions={
                <DocumentActions document={document} version={version} signedIn={signedIn} />
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
