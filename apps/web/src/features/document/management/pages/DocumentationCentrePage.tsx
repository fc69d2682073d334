import { UploadOutlined } from "@ant-design/icons";
import { Button, Card, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DocumentsTab } from "../components/DocumentsTab.tsx";
import { FeedbackQueue } from "../components/FeedbackQueue.tsx";
import { UploadDocumentModal } from "../components/UploadDocumentModal.tsx";
import "../documentation-centre.css";

/** /server/documentationCenter (document:write): documents and their feedback queue. */
export function DocumentationCentrePage() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <Card className="documentation-centre">
      <div className="documentation-centre-head">
        <h1 className="page-title">{t("routes.documentationCenter")}</h1>
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          onClick={() => setUploading(true)}
        >
          {t("document.admin.upload")}
        </Button>
      </div>
      <p className="page-subtitle">{t("document.admin.subtitle")}</p>
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
      <UploadDocumentModal open={uploading} onClose={() => setUploading(false)} />
    </Card>
  );
}
