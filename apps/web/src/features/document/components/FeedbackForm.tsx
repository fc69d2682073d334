import type { FeedbackType } from "@portal/shared";
import { documentLimits } from "@portal/shared";
import { Alert, Button, Form, Input, Select, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../lib/feedback.ts";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { useDocument, useSendFeedback } from "../api.ts";
import { useDocumentLabels } from "../document-labels.ts";
import { DocumentPicker } from "./DocumentPicker.tsx";

type FeedbackFormValues = {
  documentId?: number;
  type?: FeedbackType;
  content?: string;
  contact?: string;
};

/** The report form: which document, what kind of problem, what exactly, how to reach you. */
export function FeedbackForm({ documentId }: { documentId: number | null }) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const [form] = Form.useForm<FeedbackFormValues>();
  const send = useSendFeedback();
  const requested = useDocument(documentId);
  const [sent, setSent] = useState(false);

  async function onFinish({ documentId: chosen, type, content, contact }: FeedbackFormValues) {
    if (!chosen || !type || !content) return;
    await sendForm(form, async () => {
      await send.mutateAsync({
        documentId: chosen,
        type,
        content: content.trim(),
        contact: contact?.trim() || undefined,
      });
      showSuccess(t("document.feedback.sent"));
      setSent(true);
      form.resetFields(["type", "content"]);
    });
  }

  if (documentId !== null && requested.isPending)
    return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Form<FeedbackFormValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={() => setSent(false)}
      initialValues={{ documentId: requested.data?.id }}
    >
      {sent ? (
        <Alert
          type="success"
          showIcon
          className="form-alert"
          title={t("document.feedback.sentTitle")}
          description={t("document.feedback.sentDescription")}
          data-testid="feedback-sent"
        />
      ) : null}
      {documentId !== null && requested.isError ? (
        <Alert
          type="warning"
          showIcon
          className="form-alert"
          title={t("document.feedback.documentMissing")}
        />
      ) : null}
      <Form.Item
        name="documentId"
        label={t("document.feedback.document")}
        rules={[requiredRule(t, "document.feedback.documentRequired")]}
      >
        <DocumentPicker initial={requested.data ?? null} />
      </Form.Item>
      <Form.Item
        name="type"
        label={t("document.feedback.type")}
        rules={[requiredRule(t, "document.feedback.typeRequired")]}
      >
        <Select
          placeholder={t("document.feedback.typePlaceholder")}
          options={labels.options.feedbackTypes}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t("document.feedback.content")}
        rules={[
          requiredRule(t, "document.feedback.contentRequired"),
          maxLengthRule(t, documentLimits.feedbackMaxLength),
        ]}
      >
        <Input.TextArea
          placeholder={t("document.feedback.contentPlaceholder")}
          maxLength={documentLimits.feedbackMaxLength}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
        />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t("document.feedback.contact")}
        extra={t("document.feedback.contactHint")}
        rules={[maxLengthRule(t, documentLimits.contactMaxLength)]}
      >
        <Input
          placeholder={t("document.feedback.contactPlaceholder")}
          maxLength={documentLimits.contactMaxLength}
          autoComplete="email"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t("document.feedback.submit")}
        </Button>
      </Form.Item>
    </Form>
  );
}
