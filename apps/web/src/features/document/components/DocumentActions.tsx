import { FilePdfOutlined, MessageOutlined } from "@ant-design/icons";
import type { DocumentItem, DocumentVersionItem } from "@portal/shared";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { documentDownloads } from "../api.ts";
import { isPdf, lockReason } from "../document-access.ts";
import { DownloadButton } from "./DownloadButton.tsx";
import { LockedNotice } from "./LockedNotice.tsx";
import "./document-table.css";

/**
 * What a person may do with one version of a document: download it, download a watermarked
 * PDF (signed in), or read why it is locked; the newest version also offers "report a problem".
 */
export function DocumentActions({
  document,
  version,
  signedIn,
}: {
  document: DocumentItem;
  version: DocumentVersionItem;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const latest = version.id === document.latestVersion.id;
  const reason = lockReason(document, signedIn);
  const names = { name: document.name, version: version.version };
  // A hash link styled as a button: a link opens in a new tab too, a button inside a link is invalid.
  const report = latest ? (
    <Button
      type="link"
      size="small"
      href={`#/product/feedback?documentId=${document.id}`}
      icon={<MessageOutlined aria-hidden />}
      aria-label={t("document.actions.reportFor", names)}
    >
      {t("document.actions.report")}
    </Button>
  ) : null;

  if (reason) {
    return (
      <div className="document-actions">
        <LockedNotice reason={reason} />
        {report}
      </div>
    );
  }
  return (
    <div className="document-actions">
      <DownloadButton
        label={t("document.actions.download")}
        accessibleName={t("document.actions.downloadFor", names)}
        request={documentDownloads.file(document, version)}
      />
      {signedIn && isPdf(version) ? (
        <DownloadButton
          label={t("document.actions.watermark")}
          accessibleName={t("document.actions.watermarkFor", names)}
          icon={<FilePdfOutlined aria-hidden />}
          request={documentDownloads.watermarked(document, version)}
        />
      ) : null}
      {report}
    </div>
  );
}
