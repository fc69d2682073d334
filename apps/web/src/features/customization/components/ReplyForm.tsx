import {
  type CustomizationAttachmentItem,
  customizationAttachmentExtensions,
  customizationLimits,
  formatBytes,
} from "@portal/shared";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachmentsField } from "../../../components/AttachmentsField.tsx";
import { showError, showSuccess } from "../../../lib/feedback.ts";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { uploadCustomizationAttachment } from "../api.ts";

type ReplyValues = { content?: string; attachments?: CustomizationAttachmentItem[] };

/**
 * A message with files on a request: the applicant's follow-up or staff's reply. What was typed
 * stays when the server refuses it; a sent message empties the form (a new field of files).
 */
export function ReplyForm({
  label,
  placeholder,
  requiredKey,
  submitLabel,
  doneMessage,
  sending,
  send,
}: {
  label: string;
  placeholder: string;
  requiredKey: string;
  submitLabel: string;
  doneMessage: string;
  sending: boolean;
  send: (input: {
    content: string;
    attachments: CustomizationAttachmentItem[];
  }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReplyValues>();
  const [uploading, setUploading] = useState(false);
  const [fieldKey, setFieldKey] = useState(0);

  async function onFinish({ content, attachments }: ReplyValues) {
    if (uploading) {
      showError(t("customization.form.uploading"));
      return;
    }
    await sendForm(form, async () => {
      await send({ content: content?.trim() ?? "", attachments: attachments ?? [] });
      showSuccess(doneMessage);
      form.resetFields();
      setFieldKey((key) => key + 1);
    });
  }

  return (
    <Form<ReplyValues> form={form} layout="vertical" onFinish={onFinish}>
      <Form.Item
        name="content"
        label={label}
        rules={[requiredRule(t, requiredKey), maxLengthRule(t, customizationLimits.replyMaxLength)]}
      >
        <Input.TextArea
          placeholder={placeholder}
          maxLength={customizationLimits.replyMaxLength}
          autoSize={{ minRows: 3, maxRows: 10 }}
        />
      </Form.Item>
      <Form.Item
        name="attachments"
        label={t("customization.form.attachments")}
        extra={t("customization.form.attachmentsHint", {
          max: customizationLimits.attachmentsMax,
          size: formatBytes(customizationLimits.attachmentMaxBytes),
        })}
      >
        <AttachmentsField<CustomizationAttachmentItem>
          key={fieldKey}
          upload={uploadCustomizationAttachment}
          extensions={customizationAttachmentExtensions}
          maxBytes={customizationLimits.attachmentMaxBytes}
          maxFiles={customizationLimits.attachmentsMax}
          onBusyChange={setUploading}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending} disabled={uploading}>
        {submitLabel}
      </Button>
    </Form>
  );
}
