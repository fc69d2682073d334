import { contentLimits } from "@portal/shared";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../lib/feedback.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { useAddComment } from "../api.ts";

type CommentValues = { content: string };

/**
 * A signed-in reader's new comment. Its own module, loaded when such a reader opens a text: a
 * visitor, who only reads, does not download the form library.
 */
export function CommentForm({ textId, onAdded }: { textId: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CommentValues>();
  const add = useAddComment();

  const submit = (values: CommentValues) =>
    sendForm(form, async () => {
      await add.mutateAsync({ textId, content: values.content });
      form.resetFields();
      onAdded();
      showSuccess(t("content.comments.added"));
    });

  return (
    <Form form={form} onFinish={submit} className="comment-form">
      <Form.Item
        name="content"
        rules={[
          { required: true, whitespace: true, message: t("content.comments.required") },
          {
            max: contentLimits.commentMaxLength,
            message: t("content.comments.tooLong", { max: contentLimits.commentMaxLength }),
          },
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={contentLimits.commentMaxLength}
          showCount
          placeholder={t("content.comments.placeholder")}
          aria-label={t("content.comments.placeholder")}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t("content.comments.submit")}
      </Button>
    </Form>
  );
}
