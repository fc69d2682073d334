import { forumLimits } from "@portal/shared";
import { Alert, Button, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { clearEditorDraft } from "../../../components/rich-text-editor/draft-storage.ts";
import { RichTextEditor } from "../../../components/rich-text-editor/RichTextEditor.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { validateForm } from "../../../lib/validate-form.ts";
import { useSendReply } from "../api.ts";
import { bodyRule } from "../body-rule.ts";
import { filledSentence, valueSlot } from "./filled-sentence.tsx";

type ReplyValues = { content: string };

/** A reply being answered: the box says whom, and the reply is filed under it. */
export type ReplyTarget = { id: number; nickname: string };

/**
 * The answer box under a post, with the site's rich-text editor (loaded when the box first
 * shows). A refused answer keeps its text; a queued one says it waits for review.
 */
export function ReplyBox({
  postId,
  target,
  onClearTarget,
}: {
  postId: number;
  target: ReplyTarget | null;
  onClearTarget: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReplyValues>();
  const send = useSendReply(postId);
  const [pendingNotice, setPendingNotice] = useState(false);
  const draftKey = `forum-reply-${postId}`;
  // Checked on change only after a first attempt: the editor reports its text once loaded.
  const [tried, setTried] = useState(false);

  const submit = async () => {
    setTried(true);
    if (!(await validateForm(form))) return;
    const { content } = form.getFieldsValue();
    try {
      const answer = await send.mutateAsync(
        target ? { content, parentId: target.id } : { content },
      );
      clearEditorDraft(draftKey);
      form.resetFields();
      setTried(false);
      onClearTarget();
      if (answer.status === "pending") setPendingNotice(true);
      else {
        setPendingNotice(false);
        showSuccess(t("forum.replyBox.sent"));
      }
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Card id="forum-reply-box" title={t("forum.replyBox.title")} className="forum-reply-box">
      {pendingNotice && (
        <Alert
          type="info"
          showIcon
          className="forum-notice"
          title={t("forum.replyBox.pending")}
          closable={{ onClose: () => setPendingNotice(false) }}
        />
      )}
      {target && (
        <Alert
          type="info"
          className="forum-notice"
          title={filledSentence(
            t("forum.replyBox.replyTo", { name: valueSlot }),
            <span data-user-content>{target.nickname}</span>,
          )}
          action={
            <Button size="small" type="text" onClick={onClearTarget}>
              {t("forum.replies.cancel")}
            </Button>
          }
        />
      )}
      <Form form={form} layout="vertical" initialValues={{ content: "" }} onFinish={submit}>
        <Form.Item
          name="content"
          label={t("forum.replyBox.label")}
          validateTrigger={tried ? "onChange" : []}
          rules={[
            bodyRule(
              {
                required: t("forum.replyBox.required"),
                tooLong: t("forum.form.tooLong", { max: forumLimits.replyMaxCharacters }),
              },
              forumLimits.replyMaxCharacters,
            ),
          ]}
        >
          <RichTextEditor
            maxLength={forumLimits.replyMaxCharacters}
            draftKey={draftKey}
            minHeight={140}
            aria-label={t("forum.replyBox.label")}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t("forum.replyBox.submit")}
        </Button>
      </Form>
    </Card>
  );
}
