import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";

type ReasonValues = { reason: string };

/**
 * A dialog asking why (a report, a deletion): the reason is required, and a refusal keeps what
 * was typed, showing the server's message under the field.
 */
export function ReasonDialog({
  open,
  title,
  label,
  placeholder,
  hint,
  okText,
  danger = false,
  maxLength,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  placeholder: string;
  hint?: string;
  okText: string;
  danger?: boolean;
  maxLength: number;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReasonValues>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t("forum.replies.cancel")}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
      onOk={async () => {
        const { reason } = await form.validateFields();
        try {
          await onSubmit(reason.trim());
          onClose();
        } catch (error) {
          showServerFieldErrors(form, error);
        }
      }}
    >
      {hint && <p>{hint}</p>}
      <Form form={form} layout="vertical" initialValues={{ reason: "" }}>
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, message: label }]}
        >
          <Input.TextArea
            placeholder={placeholder}
            maxLength={maxLength}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
