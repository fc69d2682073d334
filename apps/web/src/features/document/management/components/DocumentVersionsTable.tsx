import {
  type DocumentItem,
  type DocumentVersionItem,
  formatBytes,
  formatDate,
} from "@portal/shared";
import { Table, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { documentDownloads } from "../../api.ts";
import { DownloadButton } from "../../components/DownloadButton.tsx";

/** Every version of the document, newest first, each downloadable by staff. */
export function DocumentVersionsTable({ document }: { document: DocumentItem }) {
  const { t } = useTranslation();
  const columns: TableProps<DocumentVersionItem>["columns"] = [
    {
      key: "version",
      title: t("document.fields.version"),
      render: (_value, version) => (
        <>
          {version.version}{" "}
          {version.id === document.latestVersion.id ? (
            <Tag>{t("document.admin.latest")}</Tag>
          ) : null}
          <div className="text-muted">{version.fileName}</div>
          {version.changeNote ? <div className="text-muted">{version.changeNote}</div> : null}
        </>
      ),
    },
    {
      key: "size",
      title: t("document.fields.size"),
      responsive: ["sm"],
      render: (_value, version) => formatBytes(version.size),
    },
    {
      key: "date",
      title: t("document.fields.date"),
      responsive: ["sm"],
      render: (_value, version) => formatDate(version.createdAt, "Y-m-d H:i"),
    },
    {
      key: "downloads",
      title: t("document.fields.downloads"),
      align: "right",
      render: (_value, version) => version.downloadCount,
    },
    {
      key: "download",
      title: t("document.fields.actions"),
      render: (_value, version) => (
        <DownloadButton
          label={t("document.actions.download")}
          accessibleName={t("document.actions.downloadFor", {
            name: document.name,
            version: version.version,
          })}
          request={documentDownloads.version(version)}
        />
      ),
    },
  ];
  return (
    <Table<DocumentVersionItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={document.versions}
      pagination={false}
    />
  );
}
