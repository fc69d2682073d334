import { contentLimits, type FaqType } from "@portal/shared";
import { Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { useFaqTypes, useSaveFaqType } from "./api.ts";

type Values = { name: string };

/**
 * Adds a question type (placed last) or renames one with the version it was read with; a
 * stale rename offers to reload the type's current name.
 */
export function FaqTypeModal({
  type,
  nextSort,
  onClosed,
}: {
  type: FaqType | null;
  nextSort: number;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveFaqType();
  const types = useFaqTypes();
  const [version, setVersion] = useState(type?.version ?? null);

  async function reload() {
    const fresh = (await types.refetch()).data?.find((row) => row.id === type?.id);
    if (!fresh) return;
    form.setFieldsValue({ name: fresh.name });
    setVersion(fresh.version);
  }

  const runSave = useVersionedSave(form, { reload, onSaved: onClosed });
  const submit = () =>
    runSave((values) =>
      save.mutateAsync({
        id: type?.id ?? null,
        version,
        name: values.name.trim(),
        sort: type?.sort ?? nextSort,
      }),
    );

  return (
    <Modal
      open
      title={t(
        type ? "content.faqManagement.types.editTitle" : "content.faqManagement.types.createTitle",
      )}
      okText={t("content.faqManagement.common.save")}
      cancelText={t("content.faqManagement.common.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: type?.name ?? "" }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="name"
          label={t("content.faqManagement.types.name")}
          rules={[
            requiredRule(t, "content.faqManagement.types.nameRequired"),
            maxLengthRule(t, contentLimits.faqTypeNameMaxLength),
          ]}
        >
          <Input autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
