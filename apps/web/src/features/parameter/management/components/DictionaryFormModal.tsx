import { type EditableDictionaryType, type ManageDictEntry, maxRecordId } from "@portal/shared";
import { Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { recordFromList, VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useDictionaryEntries, useSaveDictionaryEntry } from "../../api.ts";

const nameMaxLength = 100;

/** An entry staff added: it has a version (a built-in one has none and is not edited). */
export type EditableEntry = ManageDictEntry & { version: number };

export function isEditable(entry: ManageDictEntry): entry is EditableEntry {
  return !entry.builtIn && entry.version !== null;
}

type Values = { id: number; name: string; nameEn: string };

function valuesOf(entry: EditableEntry): Values {
  return { id: entry.id, name: entry.name, nameEn: entry.nameEn ?? "" };
}

/** Adds an entry to a dictionary (`entry` null: the next free id offered) or renames one. */
export function DictionaryFormModal({
  type,
  entry,
  onClosed,
}: {
  type: EditableDictionaryType;
  entry: EditableEntry | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveDictionaryEntry();
  const entries = useDictionaryEntries(type, true);
  const nextId = (entries.data ?? []).reduce((highest, row) => Math.max(highest, row.id), 0) + 1;
  const nameLabel = t(
    type === "product" ? "parameter.dictionary.model" : "parameter.dictionary.name",
  );

  return (
    <VersionedForm<Values, EditableEntry>
      title={t(entry ? "parameter.dictionary.editTitle" : "parameter.dictionary.createTitle")}
      form={form}
      record={
        entry
          ? recordFromList(entries, entry, (list) =>
              list.filter(isEditable).find((row) => row.id === entry.id),
            )
          : null
      }
      needs={[entries]}
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          version,
          input: {
            type,
            id: entry?.id ?? values.id,
            name: values.name,
            ...(type === "product" ? {} : { nameEn: values.nameEn ?? "" }),
          },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form
          form={form}
          layout="vertical"
          initialValues={stored ? valuesOf(stored) : { id: nextId, name: "", nameEn: "" }}
        >
          <Form.Item
            name="id"
            label={t("parameter.dictionary.id")}
            rules={[requiredRule(t, "parameter.dictionary.idRequired")]}
          >
            <InputNumber disabled={stored !== null} min={1} max={maxRecordId} precision={0} />
          </Form.Item>
          <Form.Item
            name="name"
            label={nameLabel}
            rules={[
              requiredRule(t, "parameter.dictionary.nameRequired"),
              maxLengthRule(t, nameMaxLength),
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          {type === "product" ? null : (
            <Form.Item
              name="nameEn"
              label={t("parameter.dictionary.nameEn")}
              rules={[maxLengthRule(t, nameMaxLength)]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          )}
        </Form>
      )}
    </VersionedForm>
  );
}
