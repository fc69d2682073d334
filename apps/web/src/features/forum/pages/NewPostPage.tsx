import {
  type ForumAttachmentInput,
  type ForumBoard,
  formatBytes,
  forumAttachmentExtensions,
  forumLimits,
  type PublishPostInput,
} from "@portal/shared";
import { Alert, Button, Form, Input, InputNumber, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { AttachmentsField } from "../../../components/AttachmentsField.tsx";
import { Card } from "../../../components/card/Card.tsx";
import { clearEditorDraft } from "../../../components/rich-text-editor/draft-storage.ts";
import { RichTextEditor } from "../../../components/rich-text-editor/RichTextEditor.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { validateForm } from "../../../lib/validate-form.ts";
import { uploadForumAttachment, useBoards, usePointsBalance, usePublishPost } from "../api.ts";
import { bodyRule } from "../body-rule.ts";
import { ProductPicker } from "../components/ProductPicker.tsx";
import "../components/forum.css";

type NewPostValues = {
  topicId: number | undefined;
  title: string;
  content: string;
  tags: string[];
  productIds: number[];
  attachments: ForumAttachmentInput[];
  reward: number | null;
  templateAnswers: Record<string, string>;
};

const draftKey = "forum-new-post";

/**
 * #/forum/new (and ?topicId=): a question. The board's template shows as fields, the bounty is
 * checked against the member's points, and a refusal keeps everything typed.
 */
export function NewPostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<NewPostValues>();
  const boards = useBoards();
  const balance = usePointsBalance(true);
  const publish = usePublishPost();
  const topicId = Form.useWatch("topicId", form);
  // The editor reports its text once it has loaded: the body is checked on change only after a
  // first attempt to send, not as the page opens.
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const board: ForumBoard | undefined = boards.data?.find((entry) => entry.id === topicId);
  const requested = Number(search.get("topicId"));
  const initialTopic = Number.isSafeInteger(requested) && requested > 0 ? requested : undefined;

  const submit = async () => {
    setTried(true);
    if (!(await validateForm(form))) return;
    const values = form.getFieldsValue(true) as NewPostValues;
    const template = board?.template ?? [];
    const input: PublishPostInput = {
      topicId: values.topicId ?? 0,
      title: values.title.trim(),
      content: values.content,
      reward: values.reward ?? 0,
      tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
      productIds: values.productIds,
      attachments: values.attachments,
      templateAnswers: Object.fromEntries(
        template
          .map((field) => [field.key, (values.templateAnswers?.[field.key] ?? "").trim()] as const)
          .filter(([, value]) => value !== ""),
      ),
    };
    try {
      const answer = await publish.mutateAsync(input);
      clearEditorDraft(draftKey);
      if (answer.status === "pending") showSuccess(t("forum.form.pending"));
      else showSuccess(t("forum.form.published"));
      navigate(`/forum/post/${answer.id}`, { replace: true });
    } catch (error) {
      showServerFieldErrors(form, error, (field) => field.split("."));
    }
  };

  const rewardExtra =
    balance.data === undefined
      ? balance.isError
        ? t("forum.form.balanceUnknown")
        : null
      : t("forum.form.balance", { balance: balance.data });

  return (
    <div className="page-container page-narrow forum-page">
      <h1 className="page-title">{t("forum.form.title")}</h1>
      <p className="forum-muted">{t("forum.form.subtitle")}</p>
      <Card>
        {boards.data?.length === 0 && (
          <Alert
            type="warning"
            showIcon
            className="forum-notice"
            title={t("forum.form.noBoards")}
          />
        )}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{
            topicId: initialTopic,
            title: "",
            content: "",
            tags: [],
            productIds: [],
            attachments: [],
            reward: null,
            templateAnswers: {},
          }}
        >
          <Form.Item
            name="topicId"
            label={t("forum.form.board")}
            rules={[{ required: true, message: t("forum.form.boardRequired") }]}
          >
            <Select
              placeholder={t("forum.form.boardPlaceholder")}
              loading={boards.isPending}
              options={(boards.data ?? []).map((entry) => ({
                value: entry.id,
                label: <span lang={entry.localization.language}>{entry.name}</span>,
                // A label that is an element has no hover title of its own.
                title: entry.name,
              }))}
            />
          </Form.Item>
          {board && board.template.length > 0 && (
            <fieldset className="forum-template">
              <legend>{t("forum.form.template")}</legend>
              {board.template.map((field) => (
                <Form.Item
                  key={`${board.id}-${field.key}`}
                  name={["templateAnswers", field.key]}
                  label={field.label}
                  rules={[
                    {
                      required: field.required,
                      whitespace: true,
                      message: t("forum.form.fieldRequired", { label: field.label }),
                    },
                  ]}
                >
                  {field.kind === "textarea" ? (
                    <Input.TextArea
                      autoSize={{ minRows: 3, maxRows: 10 }}
                      maxLength={forumLimits.templateAnswerMaxLength}
                    />
                  ) : (
                    <Input maxLength={forumLimits.templateAnswerMaxLength} />
                  )}
                </Form.Item>
              ))}
            </fieldset>
          )}
          <Form.Item
            name="title"
            label={t("forum.form.titleLabel")}
            rules={[
              { required: true, whitespace: true, message: t("forum.form.titleRequired") },
              {
                min: forumLimits.titleMinLength,
                max: forumLimits.titleMaxLength,
                message: t("forum.form.titleLength", {
                  min: forumLimits.titleMinLength,
                  max: forumLimits.titleMaxLength,
                }),
              },
            ]}
          >
            <Input
              placeholder={t("forum.form.titlePlaceholder")}
              maxLength={forumLimits.titleMaxLength}
              showCount
            />
          </Form.Item>
          <Form.Item
            name="content"
            label={t("forum.form.content")}
            validateTrigger={tried ? "onChange" : []}
            rules={[
              bodyRule(
                {
                  required: t("forum.form.contentRequired"),
                  tooLong: t("forum.form.tooLong", { max: forumLimits.bodyMaxCharacters }),
                },
                forumLimits.bodyMaxCharacters,
              ),
            ]}
          >
            <RichTextEditor
              maxLength={forumLimits.bodyMaxCharacters}
              draftKey={draftKey}
              minHeight={220}
              aria-label={t("forum.form.content")}
            />
          </Form.Item>
          <Form.Item
            name="tags"
            label={t("forum.form.tags")}
            rules={[
              {
                validator: async (_rule, tags: string[] | undefined) => {
                  const list = tags ?? [];
                  if (list.length > forumLimits.tagsMax) {
                    throw new Error(t("forum.form.tagsTooMany", { max: forumLimits.tagsMax }));
                  }
                  if (list.some((tag) => tag.trim().length > forumLimits.tagMaxLength)) {
                    throw new Error(t("forum.form.tagTooLong", { max: forumLimits.tagMaxLength }));
                  }
                },
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[",", "，"]}
              maxCount={forumLimits.tagsMax}
              placeholder={t("forum.form.tagsPlaceholder", { max: forumLimits.tagsMax })}
              aria-label={t("forum.form.tags")}
            />
          </Form.Item>
          <Form.Item name="productIds" label={t("forum.form.products")}>
            <ProductPicker />
          </Form.Item>
          <Form.Item
            name="attachments"
            label={t("forum.detail.attachments")}
            extra={t("forum.form.attachmentsHelp", {
              max: forumLimits.attachmentsMax,
              size: formatBytes(forumLimits.attachmentMaxBytes),
            })}
          >
            <AttachmentsField
              upload={(file, onProgress) => uploadForumAttachment(file, topicId, onProgress)}
              extensions={forumAttachmentExtensions}
              maxBytes={forumLimits.attachmentMaxBytes}
              maxFiles={forumLimits.attachmentsMax}
              onBusyChange={setUploading}
            />
          </Form.Item>
          <Form.Item
            name="reward"
            label={t("forum.form.reward")}
            extra={
              <>
                <span className="forum-block">{rewardExtra}</span>
                <span className="forum-block">
                  {t("forum.form.rewardHelp", { days: forumLimits.bountyExpiryDays })}
                </span>
              </>
            }
            rules={[
              {
                validator: async (_rule, reward: number | null) => {
                  if (reward && balance.data !== undefined && reward > balance.data) {
                    throw new Error(t("forum.form.rewardTooMuch", { balance: balance.data }));
                  }
                },
              },
            ]}
          >
            <InputNumber
              min={0}
              max={forumLimits.rewardMax}
              precision={0}
              className="forum-number"
              placeholder="0"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={publish.isPending}
            disabled={uploading}
          >
            {t("forum.form.submit")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
