import { type DownloadRecordItem, formatDate } from "@portal/shared";
import { Table, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { useDownloadRecords } from "../api.ts";

const recordsPageSize = 10;

/** Who downloaded the document, when, which version and whether watermarked; paged. */
export function DownloadRecordsTable({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useDownloadRecords(documentId, page, recordsPageSize);
  if (records.isError) {
    return (
      <LoadFailure
        title={t("document.errors.loadFailed")}
        error={records.error}
        onRetry={() => void records.refetch()}
      />
    );
  }
  const columns: TableProps<DownloadRecordItem>["columns"] = [
    {
      key: "user",
      title: t("document.admin.downloader"),
      render: (_value, record) =>
        record.user ? (
          <>
            {record.user.nickname ?? t("document.admin.noNickname")}
            <div className="text-muted">{record.user.phone}</div>
          </>
        ) : (
          t("document.admin.anonymous")
        ),
    },
    { key: "version", title: t("document.fields.version"), dataIndex: "version" },
    {
      key: "watermarked",
      title: t("document.admin.watermarked"),
      responsive: ["sm"],
      render: (_value, record) =>
        record.watermarked ? t("document.admin.yes") : t("document.admin.no"),
    },
    {
      key: "date",
      title: t("document.admin.downloadedAt"),
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
      locale={{ emptyText: t("document.admin.noRecords") }}
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
