import type { FaqItem, FaqType } from "@portal/shared";
import { Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type CreateAction,
  ManagementListPage,
} from "../../../../components/management/ManagementListPage.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useFaqTypes } from "./api.ts";
import { FaqTable } from "./FaqTable.tsx";
import { FaqTypePanel } from "./FaqTypePanel.tsx";

type Tab = "faqs" | "types";

/**
 * /server/faqlist: the knowledge base's questions and their types, a tab each. The header's
 * "new" button adds to the open tab; a question needs a type first.
 */
export function FaqManagementPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("faqs");
  const faqForm = useEditing<FaqItem | null>();
  const typeForm = useEditing<FaqType | null>();
  const types = useFaqTypes();
  const noTypes = types.isSuccess && types.data.length === 0;
  let create: CreateAction | undefined = {
    label: t("content.faqManagement.types.add"),
    onCreate: () => typeForm.open(null),
  };
  if (tab === "faqs") {
    create = noTypes
      ? undefined
      : { label: t("content.faqManagement.faqs.add"), onCreate: () => faqForm.open(null) };
  }

  return (
    <ManagementListPage
      title={t("content.faqManagement.title")}
      subtitle={t("content.faqManagement.subtitle")}
      create={create}
    >
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: "faqs",
            label: t("content.faqManagement.tabs.faqs"),
            children: <FaqTable form={faqForm} />,
          },
          {
            key: "types",
            label: t("content.faqManagement.tabs.types"),
            children: <FaqTypePanel form={typeForm} />,
          },
        ]}
      />
    </ManagementListPage>
  );
}
