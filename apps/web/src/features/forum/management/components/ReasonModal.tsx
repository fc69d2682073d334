import { forumLimits } from "@portal/shared";
import { Form, Input, Modal } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../lib/feedback.ts";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";

export type ReasonValues = { reason: string; topicId?: number };

/**
 * Asks a moderator's reason (required: the author is told it) before an action that takes
 * content away or refuses it: reject, uphold, lock, move, delete. `children` adds fields (the
 * move's board). On success it says `doneMessage` and closes; on a failure it stays open with
 * what was typed (the HTTP client, or `onSubmit`, has said why).
 */
export function ReasonModal({
  title,
  okText,
  doneMessage,
  danger = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  okText: string;
  doneMessage: string;
  danger?: boolean;
  onSubmit: (values: ReasonValues) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReasonValues>();
  const [sending, setSending] = useState(false);

  async function submit() {
    let values: ReasonValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSending(true);
    try {
      await onSubmit({ ...values, reason: values.reason.trim() });
      showSuccess(doneMessage);
      onClose();
    } catch {
      // Shown already; the dialog keeps the reason typed.
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t("common.cancel")}
      okButtonProps={{ danger }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {children}
        <Form.Item
          name="reason"
          label={t("forum-management.common.reason")}
          rules={[
            requiredRule(t, "forum-management.common.reasonRequired"),
            maxLengthRule(t, forumLimits.reasonMaxLength),
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t("forum-management.common.reasonPlaceholder")}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
