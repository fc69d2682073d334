import type { EditableDictionaryType, ParameterRow } from "@portal/shared";
import { Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ManagementListPage } from "../../../../components/management/ManagementListPage.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { DictionaryFormModal, type EditableEntry } from "../components/DictionaryFormModal.tsx";
import { DictionaryTable } from "../components/DictionaryTable.tsx";
import { ParameterFormModal } from "../components/ParameterFormModal.tsx";
import { ParameterTable } from "../components/ParameterTable.tsx";

type Tab = "settings" | "dictionaries";

/**
 * /server/parameter: the typed run-time settings and, in a second tab, the dictionaries. Each
 * tab loads its own list (a staff member may hold one permission and not the other); the
 * header's "new" button adds to the tab shown.
 */
export function ParameterPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("settings");
  const [dictionaryType, setDictionaryType] = useState<EditableDictionaryType>("area");
  const parameterForm = useEditing<ParameterRow | null>();
  const dictionaryForm = useEditing<EditableEntry | null>();

  return (
    <ManagementListPage
      title={t("parameter.title")}
      subtitle={t("parameter.subtitle")}
      create={
        tab === "settings"
          ? { label: t("parameter.create"), onCreate: () => parameterForm.open(null) }
          : { label: t("parameter.dictionary.create"), onCreate: () => dictionaryForm.open(null) }
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: "settings",
            label: t("parameter.tabs.settings"),
            children: <ParameterTable onEdit={parameterForm.open} />,
          },
          {
            key: "dictionaries",
            label: t("parameter.tabs.dictionaries"),
            children: (
              <DictionaryTable
                active={tab === "dictionaries"}
                type={dictionaryType}
                onTypeChange={setDictionaryType}
                onEdit={dictionaryForm.open}
              />
            ),
          },
        ]}
      />
      {parameterForm.editing ? (
        <ParameterFormModal
          key={parameterForm.editing.key}
          parameter={parameterForm.editing.target}
          onClosed={parameterForm.close}
        />
      ) : null}
      {dictionaryForm.editing ? (
        <DictionaryFormModal
          key={dictionaryForm.editing.key}
          type={dictionaryType}
          entry={dictionaryForm.editing.target}
          onClosed={dictionaryForm.close}
        />
      ) : null}
    </ManagementListPage>
  );
}
