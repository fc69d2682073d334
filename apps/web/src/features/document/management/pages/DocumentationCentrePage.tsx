import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { ManagementListPage } from "../../../../components/management/ManagementListPage.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { DocumentsTab } from "../components/DocumentsTab.tsx";
import { FeedbackQueue } from "../components/FeedbackQueue.tsx";
import { UploadDocumentModal } from "../components/UploadDocumentModal.tsx";

/** /server/documentationCenter (document:write): documents and their feedback queue. */
export function DocumentationCentrePage() {
  const { t } = useTranslation();
  const uploading = useEditing<null>();
  return (
    <ManagementListPage
      title={t("routes.documentationCenter")}
      subtitle={t("document.admin.subtitle")}
      create={{ label: t("document.admin.upload"), onCreate: () => uploading.open(null) }}
    >
      <Tabs
        destroyOnHidden
        items={[
          {
            key: "documents",
            label: t("document.admin.documentsTab"),
            children: <DocumentsTab />,
          },
          { key: "feedback", label: t("document.admin.feedbackTab"), children: <FeedbackQueue /> },
        ]}
      />
      {uploading.editing ? (
        <UploadDocumentModal key={uploading.editing.key} onClosed={uploading.close} />
      ) : null}
    </ManagementListPage>
  );
}
