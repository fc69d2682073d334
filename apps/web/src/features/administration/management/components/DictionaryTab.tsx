import { PlusOutlined } from "@ant-design/icons";
import {
  type EditableDictionaryType,
  editableDictionaryTypes,
  type ManageDictEntry,
} from "@portal/shared";
import { Button, Result, Segmented, Space, Table, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { HttpError } from "../../../../lib/http.ts";
import { useDeleteDictionaryEntry, useDictionaryEntries } from "../../api.ts";
import { DictionaryFormModal } from "./DictionaryFormModal.tsx";

/** The parameter page's dictionary tab: products, areas and fields, static and added entries. */
export function DictionaryTab({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [type, setType] = useState<EditableDictionaryType>("area");
  const entries = useDictionaryEntries(type, active);
  const remove = useDeleteDictionaryEntry();
  const [editing, setEditing] = useState<{
    entry: ManageDictEntry | null;
    opening: number;
  } | null>(null);
  const open = (entry: ManageDictEntry | null) =>
    setEditing((previous) => ({ entry, opening: (previous?.opening ?? 0) + 1 }));
  const list = entries.data ?? [];
  const nextId = list.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1;

  if (entries.isError && entries.data === undefined) {
    return entries.error instanceof HttpError && entries.error.status === 403 ? (
      <Result status="403" title="403" subTitle={t("administration.dict.noPermission")} />
    ) : (
      <LoadFailure
        title={t("administration.loadFailed")}
        error={entries.error}
        onRetry={() => void entries.refetch()}
      />
    );
  }

  return (
    <>
      <div className="administration-filters administration-toolbar">
        <Segmented<EditableDictionaryType>
          value={type}
          onChange={setType}
          options={editableDictionaryTypes.map((value) => ({
            value,
            label: t(`administration.dict.types.${value}`),
          }))}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
          {t("administration.dict.create")}
        </Button>
      </div>
      <Table<ManageDictEntry>
        rowKey="id"
        size="middle"
        loading={entries.isFetching}
        dataSource={list}
        scroll={{ x: "max-content" }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: t("administration.empty") }}
        columns={[
          { title: t("administration.dict.id"), dataIndex: "id", width: 90 },
          {
            title: t(type === "product" ? "administration.dict.model" : "administration.dict.name"),
            key: "name",
            render: (_, entry) => (
              <Space>
                {entry.name}
                {entry.builtIn ? (
                  <Tooltip title={t("administration.dict.builtInHint")}>
                    <Tag>{t("administration.dict.builtIn")}</Tag>
                  </Tooltip>
                ) : null}
              </Space>
            ),
          },
          ...(type === "product"
            ? []
            : [{ title: t("administration.dict.nameEn"), dataIndex: "nameEn" as const }]),
          {
            title: t("administration.actions"),
            key: "actions",
            render: (_, entry) =>
              entry.builtIn ? null : (
                <Space size={0}>
                  <Button type="link" onClick={() => open(entry)}>
                    {t("administration.edit")}
                  </Button>
                  <ConfirmDeleteButton
                    question={t("administration.dict.deleteConfirm", { name: entry.name })}
                    onDelete={() => remove.mutateAsync({ type, id: entry.id })}
                  />
                </Space>
              ),
          },
        ]}
      />
      {editing ? (
        <DictionaryFormModal
          key={`${type}-${editing.opening}`}
          type={type}
          entry={editing.entry}
          nextId={nextId}
          onClosed={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
