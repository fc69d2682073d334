import { type DownloadRecordItem, formatDate } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { ListOrFailure } from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { useDownloadRecords } from "../api.ts";

/** Who downloaded the document, when, which version and whether watermarked; paged. */
export function DownloadRecordsTable({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const list = useListState({});
  const records = useDownloadRecords(documentId, list.page, list.pageSize);
  const columns: ManagementColumn<DownloadRecordItem>[] = [
    {
      key: "user",
      title: t("document.admin.downloader"),
      render: (_value, record) =>
        record.user ? (
          <>
            <CutText text={record.user.nickname ?? t("document.admin.noNickname")} />
            <CutText className="text-muted" text={record.user.phone} />
          </>
        ) : (
          t("document.admin.anonymous")
        ),
    },
    {
      key: "version",
      title: t("document.fields.version"),
      width: 90,
      render: (_value, record) => <CutText text={record.version} />,
    },
    {
      key: "watermarked",
      title: t("document.admin.watermarked"),
      width: 80,
      responsive: ["sm"],
      render: (_value, record) =>
        record.watermarked ? t("document.admin.yes") : t("document.admin.no"),
    },
    {
      key: "date",
      title: t("document.admin.downloadedAt"),
      width: 150,
      render: (_value, record) => (
        <span className="management-nowrap">{formatDate(record.createdAt, "Y-m-d H:i")}</span>
      ),
    },
  ];
  return (
    <ListOrFailure query={records}>
      <ManagementTable<DownloadRecordItem>
        table="document-downloads"
        rowKey="id"
        columns={columns}
        {...list.tableOf(records)}
        emptyText={t("document.admin.noRecords")}
      />
    </ListOrFailure>
  );
}
