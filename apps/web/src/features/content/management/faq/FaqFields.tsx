import { contentLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { NameField } from "../../../../components/management/NameField.tsx";
import { useEditorUpload } from "../../../../components/rich-text-editor/editor-upload.ts";
import { RichTextEditor } from "../../../../components/rich-text-editor/RichTextEditor.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { isBlankRichText } from "./faq-form.ts";

/** A question and its answer in the rich-text editor: the words of a question in any language. */
export function FaqWordsFields({ draftKey }: { draftKey?: string }) {
  const { t } = useTranslation();
  const uploadAnswerFile = useEditorUpload();
  return (
    <>
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
          draftKey={draftKey}
          aria-label={t("content.faqManagement.faqs.answer")}
        />
      </Form.Item>
    </>
  );
}

/** A question type's name, in any language. */
export function FaqTypeNameField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <NameField
      labelKey="content.faqManagement.types.name"
      requiredKey="content.faqManagement.types.nameRequired"
      maxLength={contentLimits.faqTypeNameMaxLength}
      autoFocus={autoFocus}
    />
  );
}
