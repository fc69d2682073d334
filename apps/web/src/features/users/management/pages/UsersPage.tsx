import { UploadOutlined } from "@ant-design/icons";
import { type HonoraryTitle, userImportLimits } from "@portal/shared";
import { Button, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ManagementListPage } from "../../../../components/management/ManagementListPage.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { downloadUserImportTemplate, useImportUsers } from "../../api.ts";
import { AccountsPanel } from "../components/AccountsPanel.tsx";
import { SheetImportModal } from "../components/SheetImportModal.tsx";
import { HonoraryTitlesPanel } from "../honorary/HonoraryTitlesPanel.tsx";

type Tab = "accounts" | "honoraryTitles";

/**
 * /server/users: the accounts and the honorary titles staff give them, a tab each (the
 * management routes are fixed, and titles are given from this page's rows). The header's
 * "new" adds to the open tab; importing is the accounts'.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("accounts");
  const accountForm = useEditing<number | null>();
  const titleForm = useEditing<HonoraryTitle | null>();
  const [importing, setImporting] = useState(false);
  const importUsers = useImportUsers();
  const accounts = tab === "accounts";

  return (
    <ManagementListPage
      title={t("users.accounts.title")}
      subtitle={t("users.accounts.subtitle")}
      create={
        accounts
          ? { label: t("users.accounts.create"), onCreate: () => accountForm.open(null) }
          : { label: t("users.honoraryTitles.create"), onCreate: () => titleForm.open(null) }
      }
      actions={
        accounts ? (
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
            {t("users.import.open")}
          </Button>
        ) : null
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: "accounts",
            label: t("users.tabs.accounts"),
            children: <AccountsPanel form={accountForm} />,
          },
          {
            key: "honoraryTitles",
            label: t("users.tabs.honoraryTitles"),
            children: <HonoraryTitlesPanel form={titleForm} />,
          },
        ]}
      />
      {importing ? (
        <SheetImportModal
          title={t("users.import.title")}
          hint={t("users.import.hint", { max: userImportLimits.maxRows })}
          doneMessage={(count) => t("users.import.done", { count })}
          downloadTemplate={downloadUserImportTemplate}
          importSheet={importUsers}
          onClosed={() => setImporting(false)}
        />
      ) : null}
    </ManagementListPage>
  );
}
