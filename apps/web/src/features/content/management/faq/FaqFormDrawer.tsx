import {
  contentLimits,
  type FaqItem,
  type FaqType,
  type TextStatus,
  textStatuses,
} from "@portal/shared";
import { App, Button, Drawer, Form, Grid, Input, InputNumber, Radio, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clearEditorDraft } from "../../../../components/rich-text-editor/draft-storage.ts";
import { createServerUpload } from "../../../../components/rich-text-editor/editor-upload.ts";
import { RichTextEditor } from "../../../../components/rich-text-editor/RichTextEditor.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { useSaveFaq } from "./api.ts";
import { type FaqFormValues, faqFormValuesOf, faqInputOf, isBlankRichText } from "./faq-form.ts";

const uploadAnswerFile = createServerUpload();
const answerDraftKey = (id: number | null) => `faq-answer-${id ?? "new"}`;

/**
 * Adds or edits a question: type, question, the answer in the rich-text editor, order and
 * status. Saves with the version it was opened with; a stale save offers to reload the row
 * (`reload` answers it as the table holds it now).
 */
export function FaqFormDrawer({
  faq,
  types,
  reload,
  onClosed,
}: {
  faq: FaqItem | null;
  types: FaqType[];
  reload: () => Promise<FaqItem | undefined>;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<FaqFormValues>();
  const save = useSaveFaq();
  const [version, setVersion] = useState(faq?.version ?? null);
  const id = faq?.id ?? null;

  function requestClose() {
    if (!form.isFieldsTouched()) {
      setOpen(false);
      return;
    }
    modal.confirm({
      title: t("content.faqManagement.common.discardTitle"),
      content: t("content.faqManagement.common.discardContent"),
      okText: t("content.faqManagement.common.discard"),
      cancelText: t("content.faqManagement.common.keepEditing"),
      okButtonProps: { danger: true },
      onOk: () => setOpen(false),
    });
  }

  async function reloadForm() {
    const fresh = await reload();
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue(faqFormValuesOf(fresh, types));
    setVersion(fresh.version);
  }

  const runSave = useVersionedSave(form, {
    reload: reloadForm,
    onSaved: () => {
      clearEditorDraft(answerDraftKey(id));
      setOpen(false);
    },
  });
  const submit = () =>
    runSave((values) => save.mutateAsync({ id, version, input: faqInputOf(values) }));

  return (
    <Drawer
      open={open}
      onClose={requestClose}
      afterOpenChange={(visible) => {
        if (!visible) onClosed();
      }}
      title={t(
        faq ? "content.faqManagement.faqs.editTitle" : "content.faqManagement.faqs.createTitle",
      )}
      size={screens.md ? 880 : "100%"}
      destroyOnHidden
      footer={
        <Space className="content-admin-footer">
          <Button onClick={requestClose}>{t("content.faqManagement.common.cancel")}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t("content.faqManagement.common.save")}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={faqFormValuesOf(faq, types)}>
        <Form.Item
          name="typeId"
          label={t("content.faqManagement.faqs.type")}
          rules={[requiredRule(t, "content.faqManagement.faqs.typeRequired")]}
        >
          <Select options={types.map((type) => ({ value: type.id, label: type.name }))} />
        </Form.Item>
        <Form.Item
          name="question"
          label={t("content.faqManagement.faqs.question")}
          rules={[
            requiredRule(t, "content.faqManagement.faqs.questionRequired"),
            maxLengthRule(t, contentLimits.faqQuestionMaxLength),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="answer"
          label={t("content.faqManagement.faqs.answer")}
          // Checked on save only: the editor reports its first layout as a change.
          validateTrigger={[]}
          rules={[
            {
              required: true,
              message: t("content.faqManagement.faqs.answerRequired"),
              validator: async (_rule, value: unknown) => {
                if (isBlankRichText(value))
                  throw new Error(t("content.faqManagement.faqs.answerRequired"));
              },
            },
          ]}
        >
          <RichTextEditor
            maxLength={contentLimits.richTextMaxCharacters}
            upload={uploadAnswerFile}
            draftKey={answerDraftKey(id)}
            aria-label={t("content.faqManagement.faqs.answer")}
          />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item
            name="sort"
            label={t("content.faqManagement.faqs.sort")}
            extra={t("content.faqManagement.faqs.sortHelp")}
          >
            <InputNumber min={-100_000} max={100_000} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t("content.faqManagement.faqs.status")}>
            <Radio.Group
              optionType="button"
              options={textStatuses.map((status: TextStatus) => ({
                value: status,
                label: t(`content.faqManagement.faqs.statuses.${status}`),
              }))}
            />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
