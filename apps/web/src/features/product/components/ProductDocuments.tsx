import {
  DownloadOutlined,
  FileTextOutlined,
  FileZipOutlined,
  LockOutlined,
} from "@ant-design/icons";
import {
  type DocumentAccessLevel,
  type DocumentItem,
  type DocumentVersionItem,
  documentTypes,
  formatDate,
} from "@portal/shared";
import { App, Button, Collapse, Empty, Progress, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { formatFileSize } from "../../../lib/file-size.ts";
import { loginPathFor } from "../../../lib/redirect.ts";
import { useDownloadDocument, useDownloadDocumentPackage, useProductDocuments } from "../api.ts";

function AccessTag({ level }: { level: DocumentAccessLevel }) {
  const { t } = useTranslation();
  return (
    <Tag
      className={`access-tag access-tag-${level}`}
      icon={level === "public" ? undefined : <LockOutlined />}
    >
      {t(`documents.accessLevels.${level}`)}
    </Tag>
  );
}

/** Why a document cannot be downloaded now, and what to do: sign in, or ask for the whitelist. */
function LockedNotice({ document }: { document: DocumentItem }) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useAppStore((state) => state.token !== null);
  if (signedIn) {
    return <p className="document-locked">{t("catalogue.documents.whitelistOnly")}</p>;
  }
  return (
    <div className="document-locked">
      <p>
        {document.accessLevel === "whitelist"
          ? t("catalogue.documents.whitelistSignIn")
          : t("catalogue.documents.signInHint")}
      </p>
      <Link to={loginPathFor(`${location.pathname}${location.search}`)} tabIndex={-1}>
        <Button icon={<LockOutlined />}>{t("catalogue.documents.signInToDownload")}</Button>
      </Link>
    </div>
  );
}

/** One version's download button, with its progress while the file arrives. */
function VersionDownload({
  document,
  version,
  primary,
}: {
  document: DocumentItem;
  version: DocumentVersionItem;
  primary: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const download = useDownloadDocument();
  const [percent, setPercent] = useState(0);
  const isLatest = version.id === document.latestVersion.id;

  const start = () => {
    setPercent(0);
    download.mutate(
      {
        documentId: document.id,
        versionId: isLatest ? null : version.id,
        fileName: version.fileName,
        onProgress: setPercent,
      },
      {
        onSuccess: (name) => void message.success(t("catalogue.documents.downloaded", { name })),
      },
    );
  };

  return (
    <div className="document-download">
      <Button
        type={primary ? "primary" : "default"}
        size={primary ? "middle" : "small"}
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={start}
        aria-label={t("catalogue.documents.downloadLabel", {
          name: `${document.name} ${version.version}`,
        })}
      >
        {download.isPending
          ? t("catalogue.documents.downloading", { percent })
          : t("catalogue.documents.download")}
      </Button>
      {download.isPending ? (
        <Progress percent={percent} size="small" className="document-progress" />
      ) : null}
    </div>
  );
}

function VersionFacts({ version }: { version: DocumentVersionItem }) {
  const { t } = useTranslation();
  return (
    <span className="document-facts">
      <span>{t("catalogue.documents.version", { version: version.version })}</span>
      <span>{formatFileSize(version.size)}</span>
      <span>{t("catalogue.documents.updatedAt", { date: formatDate(version.createdAt) })}</span>
    </span>
  );
}

function DocumentEntry({ document }: { document: DocumentItem }) {
  const { t } = useTranslation();
  const older = document.versions.filter((version) => version.id !== document.latestVersion.id);

  return (
    <li className="document-entry" data-testid={`document-${document.id}`}>
      <div className="document-main">
        <FileTextOutlined className="document-icon" aria-hidden="true" />
        <div className="document-text">
          <h3 className="document-name">{document.name}</h3>
          <div className="document-tags">
            <Tag>{t(`documents.types.${document.type}`)}</Tag>
            <Tag>{t(`documents.languages.${document.language}`)}</Tag>
            <AccessTag level={document.accessLevel} />
            <Tag color="processing">{t("catalogue.documents.latest")}</Tag>
          </div>
          <div className="document-meta">
            <VersionFacts version={document.latestVersion} />
            <span>{t("catalogue.documents.downloads", { count: document.downloadCount })}</span>
          </div>
          {document.description ? (
            <p className="document-description">{document.description}</p>
          ) : null}
        </div>
        <div className="document-action">
          {document.canDownload ? (
            <VersionDownload document={document} version={document.latestVersion} primary />
          ) : (
            <LockedNotice document={document} />
          )}
        </div>
      </div>
      {older.length > 0 ? (
        <Collapse
          ghost
          size="small"
          className="document-versions"
          items={[
            {
              key: "older",
              label: t("catalogue.documents.olderVersions", { count: older.length }),
              children: (
                <ul className="document-version-list">
                  {older.map((version) => (
                    <li key={version.id}>
                      <div>
                        <VersionFacts version={version} />
                        {version.changeNote ? (
                          <p className="document-description">{version.changeNote}</p>
                        ) : null}
                      </div>
                      {document.canDownload ? (
                        <VersionDownload document={document} version={version} primary={false} />
                      ) : null}
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

/** The zip of every public document's latest version. */
function PackageDownload({ productId, model }: { productId: number; model: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const download = useDownloadDocumentPackage();
  const [percent, setPercent] = useState(0);
  const start = () => {
    setPercent(0);
    download.mutate(
      { productId, model, onProgress: setPercent },
      {
        onSuccess: (name) => void message.success(t("catalogue.documents.downloaded", { name })),
      },
    );
  };
  return (
    <div className="document-package">
      <Button icon={<FileZipOutlined />} loading={download.isPending} onClick={start}>
        {download.isPending
          ? t("catalogue.documents.downloading", { percent })
          : t("catalogue.documents.downloadAll")}
      </Button>
      <span className="text-muted">{t("catalogue.documents.downloadAllHint")}</span>
      {download.isPending ? (
        <Progress percent={percent} size="small" className="document-progress" />
      ) : null}
    </div>
  );
}

/** The product's documents with their versions, access levels and downloads. */
export function ProductDocuments({ productId, model }: { productId: number; model: string }) {
  const { t } = useTranslation();
  const documents = useProductDocuments(productId);
  if (documents.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (documents.isError) {
    return (
      <LoadFailure
        title={t("catalogue.detail.documentsLoadFailed")}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("catalogue.detail.noDocuments")} />
    );
  }
  // Grouped the way the document centre orders types; the server's order within a type.
  const ordered = [...documents.data].sort(
    (left, right) => documentTypes.indexOf(left.type) - documentTypes.indexOf(right.type),
  );
  const hasPublic = ordered.some((document) => document.accessLevel === "public");
  return (
    <>
      {hasPublic ? <PackageDownload productId={productId} model={model} /> : null}
      <ul className="document-list">
        {ordered.map((document) => (
          <DocumentEntry key={document.id} document={document} />
        ))}
      </ul>
    </>
  );
}
