import { type DocumentItem, formatDate } from "@portal/shared";
import { Descriptions, Drawer, Grid, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { AccessLevelTag } from "../../components/AccessLevelTag.tsx";
import { DocumentVersionsTable } from "./DocumentVersionsTable.tsx";
import { DownloadRecordsTable } from "./DownloadRecordsTable.tsx";

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
                children: <DocumentVersionsTable document={document} />,
              },
              {
                key: "records",
                label: t("documents.admin.recordsTab"),
                children: <DownloadRecordsTable documentId={document.id} />,
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
