import {
  type DocumentItem,
  type DocumentVersionItem,
  type DownloadRecordItem,
  formatDate,
} from "@portal/shared";
import { Descriptions, Drawer, Grid, Table, type TableProps, Tabs, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { formatFileSize } from "../../../../lib/file-size.ts";
import { documentDownloads } from "../../api.ts";
import { AccessLevelTag } from "../../components/AccessLevelTag.tsx";
import { DownloadButton } from "../../components/DownloadButton.tsx";
import { useDownloadRecords } from "../api.ts";

const recordsPageSize = 10;

/** Every version of the document, newest first, each downloadable by staff. */
function VersionsTable({ document }: { document: DocumentItem }) {
  const { t } = useTranslation();
  const columns: TableProps<DocumentVersionItem>["columns"] = [
    {
      key: "version",
      title: t("documents.fields.version"),
      render: (_value, version) => (
        <>
          {version.version}{" "}
          {version.id === document.latestVersion.id ? (
            <Tag>{t("documents.admin.latest")}</Tag>
          ) : null}
          <div className="text-muted">{version.fileName}</div>
          {version.changeNote ? <div className="text-muted">{version.changeNote}</div> : null}
        </>
      ),
    },
    {
      key: "size",
      title: t("documents.fields.size"),
      responsive: ["sm"],
      render: (_value, version) => formatFileSize(version.size),
    },
    {
      key: "date",
      title: t("documents.fields.date"),
      responsive: ["sm"],
      render: (_value, version) => formatDate(version.createdAt, "Y-m-d H:i"),
    },
    {
      key: "downloads",
      title: t("documents.fields.downloads"),
      align: "right",
      render: (_value, version) => version.downloadCount,
    },
    {
      key: "download",
      title: t("documents.fields.actions"),
      render: (_value, version) => (
        <DownloadButton
          label={t("documents.actions.download")}
          accessibleName={t("documents.actions.downloadFor", {
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

/** Who downloaded the document, when, which version and whether watermarked; paged. */
function DownloadRecords({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useDownloadRecords(documentId, page, recordsPageSize);
  if (records.isError) {
    return (
      <LoadFailure
        title={t("documents.errors.loadFailed")}
        error={records.error}
        onRetry={() => void records.refetch()}
      />
    );
  }
  const columns: TableProps<DownloadRecordItem>["columns"] = [
    {
      key: "user",
      title: t("documents.admin.downloader"),
      render: (_value, record) =>
        record.user ? (
          <>
            {record.user.nickname ?? t("documents.admin.noNickname")}
            <div className="text-muted">{record.user.phone}</div>
          </>
        ) : (
          t("documents.admin.anonymous")
        ),
    },
    { key: "version", title: t("documents.fields.version"), dataIndex: "version" },
    {
      key: "watermarked",
      title: t("documents.admin.watermarked"),
      responsive: ["sm"],
      render: (_value, record) =>
        record.watermarked ? t("documents.admin.yes") : t("documents.admin.no"),
    },
    {
      key: "date",
      title: t("documents.admin.downloadedAt"),
      render: (_value, record) => formatDate(record.createdAt, "Y-m-d H:i"),
    },
  ];
  return (
    <Table<DownloadRecordItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={records.data?.list ?? []}
      loading={records.isFetching}
      locale={{ emptyText: t("documents.admin.noRecords") }}
      pagination={{
        current: page,
        pageSize: recordsPageSize,
        total: records.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
        size: "small",
      }}
    />
  );
}

/** A document's facts, its versions and its download records, beside the management table. */
export function DocumentDrawer({
  document,
  onClose,
}: {
  document: DocumentItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={document !== null}
      onClose={onClose}
      title={document?.name}
      size={screens.md ? 720 : "100%"}
      destroyOnHidden
    >
      {document ? (
        <>
          <Descriptions
            className="document-drawer-facts"
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: "product",
                label: t("documents.admin.product"),
                children: document.productModel ?? t("documents.tree.general"),
              },
              {
                key: "type",
                label: t("documents.fields.type"),
                children: t(`documents.types.${document.type}`),
              },
              {
                key: "language",
                label: t("documents.fields.language"),
                children: t(`documents.languages.${document.language}`),
              },
              {
                key: "access",
                label: t("documents.fields.access"),
                children: <AccessLevelTag level={document.accessLevel} />,
              },
              {
                key: "downloads",
                label: t("documents.fields.downloads"),
                children: document.downloadCount,
              },
              {
                key: "updated",
                label: t("documents.fields.date"),
                children: formatDate(document.updatedAt, "Y-m-d H:i"),
              },
            ]}
          />
          <Tabs
            items={[
              {
                key: "versions",
                label: t("documents.admin.versionsTab", { total: document.versions.length }),
                children: <VersionsTable document={document} />,
              },
              {
                key: "records",
                label: t("documents.admin.recordsTab"),
                children: <DownloadRecords documentId={document.id} />,
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
