import { type DocumentItem, formatBytes, formatDate } from "@portal/shared";
import { List, Typography } from "antd";
import { useTranslation } from "react-i18next";
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
        <List
          size="small"
          dataSource={older}
          rowKey="id"
          renderItem={(version) => (
            <List.Item
              className="document-version-row"
              data-testid={`version-${version.id}`}
              actions={[
                <DocumentActions
                  key="actions"
                  document={document}
                  version={version}
                  signedIn={signedIn}
                />,
              ]}
            >
              <List.Item.Meta
                title={
                  <span>
                    {version.version} · {version.fileName}
                  </span>
                }
                description={
                  <>
                    {formatDate(version.createdAt)} · {formatBytes(version.size)} ·{" "}
                    {t("document.fields.downloadsCount", { count: version.downloadCount })}
                    {version.changeNote ? (
                      <Typography.Paragraph className="document-change-note">
                        {version.changeNote}
                      </Typography.Paragraph>
                    ) : null}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
