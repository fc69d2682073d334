import { Card, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { FaqTable } from "./FaqTable.tsx";
import { FaqTypePanel } from "./FaqTypePanel.tsx";
import { ManagementHeader } from "./ManagementFrame.tsx";

/** /server/faqlist: the knowledge base's questions and their types. */
export function FaqManagementPage() {
  const { t } = useTranslation();
  return (
    <div className="content-admin-page">
      <ManagementHeader
        title={t("content.faqManagement.title")}
        subtitle={t("content.faqManagement.subtitle")}
      />
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: "faqs", label: t("content.faqManagement.tabs.faqs"), children: <FaqTable /> },
            {
              key: "types",
              label: t("content.faqManagement.tabs.types"),
              children: <FaqTypePanel />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
