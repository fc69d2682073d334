import { documentLimits, type FeedbackItem, type FeedbackStatus } from "@portal/shared";
import { Form, Input, Modal, Select } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule } from "../../../../lib/form-rules.ts";
import { submitModalForm } from "../../../../lib/form-submit.ts";
import { useModifyFeedback } from "../api.ts";
import "../../components/feedback-item.css";
import { useDocumentLabels } from "../../document-labels.ts";

type HandleValues = { status: FeedbackStatus; reply?: string };

/** Staff answer a report: its new status and a reply the reporter reads on their page. */
export function HandleFeedbackModal({
  feedback,
  onClose,
}: {
  feedback: FeedbackItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const [form] = Form.useForm<HandleValues>();
  const modify = useModifyFeedback();

  const submit = () =>
    submitModalForm(
      form,
      async (values) => {
        if (!feedback) return null;
        await modify.mutateAsync({
          id: feedback.id,
          status: values.status,
          reply: values.reply?.trim() || undefined,
        });
        return t("document.queue.handled");
      },
      onClose,
    );

  return (
    <Modal
      open={feedback !== null}
      title={t("document.queue.handleTitle")}
      okText={t("common.save")}
      onOk={() => void submit()}
      confirmLoading={modify.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {feedback ? (
        <Form<HandleValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            status: feedback.status === "pending" ? "processing" : feedback.status,
            reply: feedback.reply ?? "",
          }}
        >
          <div className="handle-feedback-summary">
            <strong>{feedback.documentName}</strong>
            <p className="feedback-item-content">{feedback.content}</p>
          </div>
          <Form.Item name="status" label={t("document.queue.status")}>
            <Select options={labels.options.feedbackStatuses} />
          </Form.Item>
          <Form.Item
            name="reply"
            label={t("document.queue.reply")}
            rules={[maxLengthRule(t, documentLimits.replyMaxLength)]}
          >
            <Input.TextArea
              maxLength={documentLimits.replyMaxLength}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              placeholder={t("document.queue.replyPlaceholder")}
            />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
