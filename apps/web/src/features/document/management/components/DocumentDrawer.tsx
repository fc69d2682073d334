import { type DocumentItem, formatDate } from "@portal/shared";
import { Descriptions, Drawer, Grid, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccessLevelTag } from "../../components/AccessLevelTag.tsx";
import { DocumentVersionsTable } from "./DocumentVersionsTable.tsx";
import { DownloadRecordsTable } from "./DownloadRecordsTable.tsx";
import "../documentation-centre.css";
import { useDocumentLabels } from "../../document-labels.ts";

/** A document's facts, its versions and its download records, beside the management table. */
export function DocumentDrawer({
  document,
  onClosed,
}: {
  document: DocumentItem;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClosed();
      }}
      title={<span lang={document.localization.originalLanguage}>{document.name}</span>}
      size={screens.md ? 720 : "100%"}
      destroyOnHidden
    >
      <Descriptions
        className="document-drawer-facts"
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: "product",
            label: t("document.admin.product"),
            children: document.productModel ?? t("document.tree.general"),
          },
          {
            key: "type",
            label: t("document.fields.type"),
            children: labels.type(document.type),
          },
          {
            key: "language",
            label: t("document.fields.language"),
            children: labels.language(document.language),
          },
          {
            key: "access",
            label: t("document.fields.access"),
            children: <AccessLevelTag level={document.accessLevel} />,
          },
          {
            key: "downloads",
            label: t("document.fields.downloads"),
            children: document.downloadCount,
          },
          {
            key: "updated",
            label: t("document.fields.date"),
            children: formatDate(document.updatedAt, "Y-m-d H:i"),
          },
        ]}
      />
      <Tabs
        items={[
          {
            key: "versions",
            label: t("document.admin.versionsTab", { total: document.versions.length }),
            children: <DocumentVersionsTable document={document} />,
          },
          {
            key: "records",
            label: t("document.admin.recordsTab"),
            children: <DownloadRecordsTable documentId={document.id} />,
          },
        ]}
      />
    </Drawer>
  );
}
