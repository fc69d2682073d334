import { type EditableDictionaryType, type ManageDictEntry, maxRecordId } from "@portal/shared";
import { Form, Input, InputNumber, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { useDictionaryEntries, useSaveDictionaryEntry } from "../../api.ts";

const nameMaxLength = 100;

type Values = { id: number; name: string; nameEn: string };

/** Adds an entry to a dictionary or renames an added one, with its version. */
export function DictionaryFormModal({
  type,
  entry,
  nextId,
  onClosed,
}: {
  type: EditableDictionaryType;
  entry: ManageDictEntry | null;
  nextId: number;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveDictionaryEntry();
  const entries = useDictionaryEntries(type, true);
  const [version, setVersion] = useState(entry?.version ?? null);

  async function reload() {
    const fresh = (await entries.refetch()).data?.find((row) => row.id === entry?.id);
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue({ id: fresh.id, name: fresh.name, nameEn: fresh.nameEn ?? "" });
    setVersion(fresh.version);
  }
  const runSubmit = useVersionedSave(form, { reload, onSaved: onClosed });

  const submit = () =>
    runSubmit((values) =>
      save.mutateAsync({
        version,
        input: {
          type,
          id: entry?.id ?? values.id,
          name: values.name,
          ...(type === "product" ? {} : { nameEn: values.nameEn ?? "" }),
        },
      }),
    );

  return (
    <Modal
      open
      title={t(entry ? "administration.dict.editTitle" : "administration.dict.createTitle")}
      okText={t("administration.save")}
      cancelText={t("administration.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          entry
            ? { id: entry.id, name: entry.name, nameEn: entry.nameEn ?? "" }
            : { id: nextId, name: "", nameEn: "" }
        }
      >
        <Form.Item
          name="id"
          label={t("administration.dict.id")}
          rules={[requiredRule(t, "administration.dict.idRequired")]}
        >
          <InputNumber disabled={entry !== null} min={1} max={maxRecordId} precision={0} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t(type === "product" ? "administration.dict.model" : "administration.dict.name")}
          rules={[
            requiredRule(t, "administration.dict.nameRequired"),
            maxLengthRule(t, nameMaxLength),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        {type === "product" ? null : (
          <Form.Item
            name="nameEn"
            label={t("administration.dict.nameEn")}
            rules={[maxLengthRule(t, nameMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
