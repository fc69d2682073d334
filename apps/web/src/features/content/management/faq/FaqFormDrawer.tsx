import {
  contentLimits,
  type FaqItem,
  type FaqType,
  type TextStatus,
  textStatuses,
} from "@portal/shared";
import { Form, Input, InputNumber, Radio, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import {
  type FormRecord,
  VersionedForm,
} from "../../../../components/management/VersionedForm.tsx";
import { clearEditorDraft } from "../../../../components/rich-text-editor/draft-storage.ts";
import { useEditorUpload } from "../../../../components/rich-text-editor/editor-upload.ts";
import { RichTextEditor } from "../../../../components/rich-text-editor/RichTextEditor.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useSaveFaq } from "./api.ts";
import { type FaqFormValues, faqFormValuesOf, faqInputOf, isBlankRichText } from "./faq-form.ts";

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
  const uploadAnswerFile = useEditorUpload();
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
          <Form.Item
            name="question"
            label={t("content.faqManagement.faqs.question")}
            rules={[
              requiredRule(t, "content.faqManagement.faqs.questionRequired"),
              maxLengthRule(t, contentLimits.faqQuestionMaxLength),
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="answer"
            label={t("content.faqManagement.faqs.answer")}
            // Checked on save only: the editor reports its first layout as a change.
            validateTrigger={[]}
            rules={[
              {
                required: true,
                message: t("content.faqManagement.faqs.answerRequired"),
                validator: async (_rule, value: unknown) => {
                  if (isBlankRichText(value))
                    throw new Error(t("content.faqManagement.faqs.answerRequired"));
                },
              },
            ]}
          >
            <RichTextEditor
              maxLength={contentLimits.richTextMaxCharacters}
              upload={uploadAnswerFile}
              draftKey={answerDraftKey(id)}
              aria-label={t("content.faqManagement.faqs.answer")}
            />
          </Form.Item>
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
