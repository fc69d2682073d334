import { FileTextOutlined } from "@ant-design/icons";
import type { DocumentItem, DocumentVersionItem } from "@portal/shared";
import { Collapse, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../../lib/app-store.ts";
import {
  AccessLevelTag,
  DownloadButton,
  documentDownloads,
  LockedNotice,
  lockReason,
} from "../../document/index.ts";
import { DocumentVersionFacts } from "./DocumentVersionFacts.tsx";
import "./product-documents.css";
import { useDocumentLabels } from "../../document/index.ts";

/**
 * One document of the product page: its tags and facts, the latest version's download (or
 * why it is locked, as the document centre says it), and its earlier versions folded.
 */
export function ProductDocumentEntry({ document }: { document: DocumentItem }) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const signedIn = useAppStore((state) => state.token !== null);
  const reason = lockReason(document, signedIn);
  const older = document.versions.filter((version) => version.id !== document.latestVersion.id);
  const download = (version: DocumentVersionItem, primary: boolean) => (
    <DownloadButton
      request={documentDownloads.file(document, version)}
      label={t("document.actions.download")}
      accessibleName={t("document.actions.downloadFor", {
        name: document.name,
        version: version.version,
      })}
      type={primary ? "primary" : "default"}
      size={primary ? "middle" : "small"}
    />
  );

  return (
    <li className="product-document" data-testid={`document-${document.id}`}>
      <div className="product-document-main">
        <FileTextOutlined className="product-document-icon" aria-hidden="true" />
        <div className="product-document-text">
          <h3 className="product-document-name" lang={document.localization.language}>
            {document.name}
          </h3>
          <div className="product-document-tags">
            <Tag>{labels.type(document.type)}</Tag>
            <Tag>{labels.language(document.language)}</Tag>
            <AccessLevelTag level={document.accessLevel} />
            <Tag color="processing">{t("product.documents.latest")}</Tag>
          </div>
          <div className="product-document-meta">
            <DocumentVersionFacts version={document.latestVersion} />
            <span>{t("product.documents.downloads", { count: document.downloadCount })}</span>
          </div>
          {document.description ? (
            <p className="product-document-description" lang={document.localization.language}>
              {document.description}
            </p>
          ) : null}
        </div>
        <div className="product-document-action">
          {reason ? <LockedNotice reason={reason} /> : download(document.latestVersion, true)}
        </div>
      </div>
      {older.length > 0 ? (
        <Collapse
          ghost
          size="small"
          className="product-document-versions"
          items={[
            {
              key: "older",
              label: t("product.documents.olderVersions", { count: older.length }),
              children: (
                <ul className="product-document-version-list">
                  {older.map((version) => (
                    <li key={version.id}>
                      <div>
                        <DocumentVersionFacts version={version} />
                        {version.changeNote ? (
                          <p className="product-document-description">{version.changeNote}</p>
                        ) : null}
                      </div>
                      {reason ? null : download(version, false)}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      ) : null}
    </li>
  );
}
