import { FileTextOutlined } from "@ant-design/icons";
import { type DocumentItem, formatDate } from "@portal/shared";
import { Empty, List, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../lib/file-size.ts";
import { useChildDocuments } from "../api.ts";
import { AccessLevelTag } from "./AccessLevelTag.tsx";
import { DocumentActions } from "./DocumentActions.tsx";

/** Older versions of a document, newest first, each with its own download. */
function OlderVersions({ document, signedIn }: { document: DocumentItem; signedIn: boolean }) {
  const { t } = useTranslation();
  const older = document.versions.filter((version) => version.id !== document.latestVersion.id);
  return (
    <section aria-label={t("documents.details.olderVersions")}>
      <h3 className="document-details-heading">{t("documents.details.olderVersions")}</h3>
      {older.length === 0 ? (
        <p className="text-muted">{t("documents.details.noOlderVersions")}</p>
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
                    {formatDate(version.createdAt)} · {formatFileSize(version.size)} ·{" "}
                    {t("documents.fields.downloadsCount", { count: version.downloadCount })}
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

/** The parts and annexes of a document, loaded when its row is opened. */
function ChildDocuments({ document, signedIn }: { document: DocumentItem; signedIn: boolean }) {
  const { t } = useTranslation();
  const children = useChildDocuments(document.id, document.childCount > 0);
  if (document.childCount === 0) return null;
  return (
    <section aria-label={t("documents.details.children")}>
      <h3 className="document-details-heading">{t("documents.details.children")}</h3>
      {children.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : children.isError ? (
        <p className="text-muted">{t("documents.errors.loadFailed")}</p>
      ) : children.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t("documents.details.noChildren")}
        />
      ) : (
        <List
          size="small"
          dataSource={children.data}
          rowKey="id"
          renderItem={(child) => (
            <List.Item
              data-testid={`child-document-${child.id}`}
              actions={[
                <DocumentActions
                  key="actions"
                  document={child}
                  version={child.latestVersion}
                  signedIn={signedIn}
                />,
              ]}
            >
              <List.Item.Meta
                avatar={<FileTextOutlined aria-hidden />}
                title={child.name}
                description={
                  <>
                    {t(`documents.types.${child.type}`)} · {child.latestVersion.version} ·{" "}
                    {formatFileSize(child.latestVersion.size)}{" "}
                    <AccessLevelTag level={child.accessLevel} />
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

/** The opened row of a document: its description, older versions and child documents. */
export function DocumentDetails({
  document,
  signedIn,
}: {
  document: DocumentItem;
  signedIn: boolean;
}) {
  return (
    <div className="document-details">
      {document.description ? (
        <Typography.Paragraph className="document-description">
          {document.description}
        </Typography.Paragraph>
      ) : null}
      <OlderVersions document={document} signedIn={signedIn} />
      <ChildDocuments document={document} signedIn={signedIn} />
    </div>
  );
}
