import {
  type EditableDictionaryType,
  editableDictionaryTypes,
  type ManageDictEntry,
} from "@portal/shared";
import { Segmented, Space, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { ListOrFailure } from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { useDeleteDictionaryEntry, useDictionaryEntries } from "../../api.ts";
import { type EditableEntry, isEditable } from "./DictionaryFormModal.tsx";

/**
 * The parameter page's dictionary tab: products, areas and fields, the built-in entries (which
 * come with the release and stay as they are) and those staff added. Loaded once the tab shows.
 */
export function DictionaryTable({
  active,
  type,
  onTypeChange,
  onEdit,
}: {
  active: boolean;
  type: EditableDictionaryType;
  onTypeChange: (type: EditableDictionaryType) => void;
  onEdit: (entry: EditableEntry) => void;
}) {
  const { t } = useTranslation();
  const entries = useDictionaryEntries(type, active);
  const remove = useDeleteDictionaryEntry();

  const columns: ManagementColumn<ManageDictEntry>[] = [
    { key: "id", title: t("parameter.dictionary.id"), width: 100, render: (_, entry) => entry.id },
    {
      key: "name",
      title: t(type === "product" ? "parameter.dictionary.model" : "parameter.dictionary.name"),
      render: (_, entry) => (
        <Space size={4}>
          <CutText text={entry.name} lang={type === "product" ? undefined : "zh-CN"} />
          {entry.builtIn ? (
            <Tooltip title={t("parameter.dictionary.builtInHint")}>
              <Tag>{t("parameter.dictionary.builtIn")}</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    ...(type === "product"
      ? []
      : [
          {
            key: "nameEn",
            title: t("parameter.dictionary.nameEn"),
            render: (_: unknown, entry: ManageDictEntry) => (
              <CutText text={entry.nameEn} lang="en-US" />
            ),
          },
        ]),
  ];

  return (
    <>
      <div className="management-page-filters">
        <Segmented<EditableDictionaryType>
          value={type}
          onChange={onTypeChange}
          options={editableDictionaryTypes.map((value) => ({
            value,
            label: t(`parameter.dictionary.types.${value}`),
          }))}
        />
      </div>
      <ListOrFailure query={entries}>
        <ManagementTable<ManageDictEntry>
          table="dictionary"
          rowKey="id"
          columns={columns}
          rows={entries.data ?? []}
          loading={entries.isFetching}
          actions={{
            width: 170,
            render: (entry) =>
              isEditable(entry) ? (
                <RowActions
                  onEdit={() => onEdit(entry)}
                  removal={{
                    question: t("parameter.dictionary.deleteConfirm", { name: entry.name }),
                    doneMessage: t("common.management.deleted"),
                    remove: () => remove.mutateAsync({ type, id: entry.id }),
                  }}
                />
              ) : null,
          }}
        />
      </ListOrFailure>
    </>
  );
}
