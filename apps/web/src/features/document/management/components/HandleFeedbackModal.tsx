import { documentLimits, type FeedbackItem, type FeedbackStatus, type Page } from "@portal/shared";
import { Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { recordFromList, VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { maxLengthRule } from "../../../../lib/form-rules.ts";
import { useModifyFeedback } from "../api.ts";
import "../../components/feedback-item.css";
import "../documentation-centre.css";
import { useDocumentLabels } from "../../document-labels.ts";

type HandleValues = { status: FeedbackStatus; reply?: string };

/** A pending report is answered as being handled unless staff choose otherwise. */
const valuesOf = (feedback: FeedbackItem): HandleValues => ({
  status: feedback.status === "pending" ? "processing" : feedback.status,
  reply: feedback.reply ?? "",
});

/**
 * Staff answer a report of the `queue` page: its new status and a reply the reporter reads on
 * their page. A stale answer reloads the report from the queue.
 */
export function HandleFeedbackModal({
  feedback,
  queue,
  onClosed,
}: {
  feedback: FeedbackItem;
  queue: { refetch: () => Promise<{ data?: Page<FeedbackItem> | undefined }> };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const labels = useDocumentLabels();
  const [form] = Form.useForm<HandleValues>();
  const modify = useModifyFeedback();

  return (
    <VersionedForm
      title={t("document.queue.handleTitle")}
      form={form}
      record={recordFromList(queue, feedback, (page) =>
        page.list.find((row) => row.id === feedback.id),
      )}
      valuesOf={valuesOf}
      save={(values, version) =>
        modify.mutateAsync({
          id: feedback.id,
          version: version ?? feedback.version,
          status: values.status,
          reply: values.reply?.trim() || undefined,
        })
      }
      saving={modify.isPending}
      savedMessage={() => t("document.queue.handled")}
      onClosed={onClosed}
    >
      {(stored) =>
        stored ? (
          <Form<HandleValues> form={form} layout="vertical" initialValues={valuesOf(stored)}>
            <div className="handle-feedback-summary">
              <strong lang={stored.documentLocalization.language}>{stored.documentName}</strong>
              <p className="feedback-item-content">{stored.content}</p>
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
        ) : null
      }
    </VersionedForm>
  );
}
