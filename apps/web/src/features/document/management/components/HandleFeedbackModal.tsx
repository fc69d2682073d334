import { documentLimits, type FeedbackItem, type FeedbackStatus } from "@portal/shared";
import { Form, Input, Modal, Select } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule } from "../../../../lib/form-rules.ts";
import { submitModalForm } from "../../../../lib/form-submit.ts";
import { useStaleRecordGuard } from "../../../../lib/use-stale-record-guard.ts";
import { useModifyFeedback, useRefreshFeedbackQueue } from "../api.ts";
import "../../components/feedback-item.css";
import { useDocumentLabels } from "../../document-labels.ts";

type HandleValues = { status: FeedbackStatus; reply?: string };

/**
 * Staff answer a report: its new status and a reply the reporter reads on their page. An answer
 * from a stale version offers to reload: the queue is read again and the modal closes, since the
 * report may have left the filtered page.
 */
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
  const refreshQueue = useRefreshFeedbackQueue();
  const guardStaleRecord = useStaleRecordGuard();

  const submit = () =>
    submitModalForm(
      form,
      async (values) => {
        if (!feedback) return null;
        try {
          await modify.mutateAsync({
            id: feedback.id,
            version: feedback.version,
            status: values.status,
            reply: values.reply?.trim() || undefined,
          });
        } catch (error) {
          const reload = async () => {
            await refreshQueue();
            onClose();
          };
          if (guardStaleRecord(error, reload)) return null;
          throw error;
        }
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
