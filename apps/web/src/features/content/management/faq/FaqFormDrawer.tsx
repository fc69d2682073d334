import { type FaqItem, type FaqType, type TextStatus, textStatuses } from "@portal/shared";
import { Form, InputNumber, Radio, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { OriginalLanguageField } from "../../../../components/management/OriginalLanguageField.tsx";
import {
  type FormRecord,
  VersionedForm,
} from "../../../../components/management/VersionedForm.tsx";
import { clearEditorDraft } from "../../../../components/rich-text-editor/draft-storage.ts";
import { requiredRule } from "../../../../lib/form-rules.ts";
import { useSaveFaq } from "./api.ts";
import { FaqWordsFields } from "./FaqFields.tsx";
import { type FaqFormValues, faqFormValuesOf, faqInputOf } from "./faq-form.ts";

const answerDraftKey = (id: number | null) => `faq-answer-${id ?? "new"}`;

/**
 * Adds or edits a question (`record` null: a new one): type, question, the answer in the
 * rich-text editor, order and status.
 */
export function FaqFormDrawer({
  record,
  types,
  onClosed,
}: {
  record: FormRecord<FaqItem> | null;
  types: FaqType[];
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FaqFormValues>();
  const save = useSaveFaq();
  const id = record?.data?.id ?? null;

  return (
    <VersionedForm
      container="drawer"
      width={880}
      title={t(
        record ? "content.faqManagement.faqs.editTitle" : "content.faqManagement.faqs.createTitle",
      )}
      form={form}
      record={record}
      valuesOf={(stored) => faqFormValuesOf(stored, types)}
      save={(values, version) => save.mutateAsync({ id, version, input: faqInputOf(values) })}
      saving={save.isPending}
      onSaved={() => clearEditorDraft(answerDraftKey(id))}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={faqFormValuesOf(stored, types)}>
          <Form.Item
            name="typeId"
            label={t("content.faqManagement.faqs.type")}
            rules={[requiredRule(t, "content.faqManagement.faqs.typeRequired")]}
          >
            <Select options={types.map((type) => ({ value: type.id, label: type.name }))} />
          </Form.Item>
          <OriginalLanguageField />
          <FaqWordsFields draftKey={answerDraftKey(id)} />
          <Space wrap size="large" align="start">
            <Form.Item
              name="sort"
              label={t("content.faqManagement.faqs.sort")}
              extra={t("content.faqManagement.faqs.sortHelp")}
            >
              <InputNumber min={-100_000} max={100_000} precision={0} />
            </Form.Item>
            <Form.Item name="status" label={t("content.faqManagement.faqs.status")}>
              <Radio.Group
                optionType="button"
                options={textStatuses.map((status: TextStatus) => ({
                  value: status,
                  label: t(`content.faqManagement.faqs.statuses.${status}`),
                }))}
              />
            </Form.Item>
          </Space>
        </Form>
      )}
    </VersionedForm>
  );
}
