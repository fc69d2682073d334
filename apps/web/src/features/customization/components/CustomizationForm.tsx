import {
  type CustomizationAttachmentItem,
  customizationAttachmentExtensions,
  customizationLimits,
  formatBytes,
} from "@portal/shared";
import { Button, Form, Input, InputNumber } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachmentsField } from "../../../components/AttachmentsField.tsx";
import { showError, showSuccess } from "../../../lib/feedback.ts";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { uploadCustomizationAttachment, useApplyCustomization } from "../api.ts";

type ApplyValues = {
  company?: string;
  contact?: string;
  phone?: string;
  email?: string;
  moduleModel?: string;
  quantity?: number;
  requirement?: string;
  attachments?: CustomizationAttachmentItem[];
};

/** The same shape the server checks: digits with +, -, spaces and brackets. */
const phonePattern = /^\+?[0-9][0-9 ()-]*[0-9]$/;
const limits = customizationLimits;

/**
 * A company's request: who they are, which module, how many, what to change, with files. A
 * refusal keeps everything typed; a request sent empties the form and opens its page's link in
 * the list beside it.
 */
export function CustomizationForm({ onSent }: { onSent: (id: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplyCustomization();
  const [uploading, setUploading] = useState(false);
  const [fieldKey, setFieldKey] = useState(0);

  async function onFinish(values: ApplyValues) {
    if (uploading) {
      showError(t("customization.form.uploading"));
      return;
    }
    await sendForm(form, async () => {
      const { id } = await apply.mutateAsync({
        company: values.company?.trim() ?? "",
        contact: values.contact?.trim() ?? "",
        phone: values.phone?.trim() ?? "",
        email: values.email?.trim() || undefined,
        moduleModel: values.moduleModel?.trim() ?? "",
        quantity: values.quantity ?? 0,
        requirement: values.requirement?.trim() ?? "",
        attachments: values.attachments ?? [],
      });
      showSuccess(t("customization.form.sent"));
      form.resetFields();
      setFieldKey((key) => key + 1);
      onSent(id);
    });
  }

  return (
    <Form<ApplyValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      data-testid="customization-form"
    >
      <Form.Item
        name="company"
        label={t("customization.form.company")}
        rules={[
          requiredRule(t, "customization.form.companyRequired"),
          { min: 2, message: t("customization.form.companyTooShort") },
          maxLengthRule(t, limits.companyMaxLength),
        ]}
      >
        <Input
          placeholder={t("customization.form.companyPlaceholder")}
          maxLength={limits.companyMaxLength}
          autoComplete="organization"
        />
      </Form.Item>
      <div className="customization-form-pair">
        <Form.Item
          name="contact"
          label={t("customization.form.contact")}
          rules={[
            requiredRule(t, "customization.form.contactRequired"),
            maxLengthRule(t, limits.contactMaxLength),
          ]}
        >
          <Input maxLength={limits.contactMaxLength} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t("customization.form.phone")}
          rules={[
            requiredRule(t, "customization.form.phoneRequired"),
            { pattern: phonePattern, message: t("customization.form.phoneInvalid") },
            { min: 5, message: t("customization.form.phoneInvalid") },
            maxLengthRule(t, limits.phoneMaxLength),
          ]}
        >
          <Input
            placeholder={t("customization.form.phonePlaceholder")}
            maxLength={limits.phoneMaxLength}
            autoComplete="tel"
            inputMode="tel"
          />
        </Form.Item>
      </div>
      <Form.Item
        name="email"
        label={t("customization.form.email")}
        rules={[
          { type: "email", message: t("customization.form.emailInvalid") },
          maxLengthRule(t, limits.emailMaxLength),
        ]}
      >
        <Input maxLength={limits.emailMaxLength} autoComplete="email" inputMode="email" />
      </Form.Item>
      <div className="customization-form-pair">
        <Form.Item
          name="moduleModel"
          label={t("customization.form.moduleModel")}
          rules={[
            requiredRule(t, "customization.form.moduleModelRequired"),
            maxLengthRule(t, limits.moduleModelMaxLength),
          ]}
        >
          <Input
            placeholder={t("customization.form.moduleModelPlaceholder")}
            maxLength={limits.moduleModelMaxLength}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t("customization.form.quantity")}
          rules={[requiredRule(t, "customization.form.quantityRequired")]}
        >
          <InputNumber
            min={1}
            max={limits.quantityMax}
            precision={0}
            className="customization-quantity"
          />
        </Form.Item>
      </div>
      <Form.Item
        name="requirement"
        label={t("customization.form.requirement")}
        rules={[
          requiredRule(t, "customization.form.requirementRequired"),
          { min: 10, message: t("customization.form.requirementTooShort") },
          maxLengthRule(t, limits.requirementMaxLength),
        ]}
      >
        <Input.TextArea
          placeholder={t("customization.form.requirementPlaceholder")}
          maxLength={limits.requirementMaxLength}
          showCount
          autoSize={{ minRows: 4, maxRows: 12 }}
        />
      </Form.Item>
      <Form.Item
        name="attachments"
        label={t("customization.form.attachments")}
        extra={t("customization.form.attachmentsHint", {
          max: limits.attachmentsMax,
          size: formatBytes(limits.attachmentMaxBytes),
        })}
      >
        <AttachmentsField<CustomizationAttachmentItem>
          key={fieldKey}
          upload={uploadCustomizationAttachment}
          extensions={customizationAttachmentExtensions}
          maxBytes={limits.attachmentMaxBytes}
          maxFiles={limits.attachmentsMax}
          onBusyChange={setUploading}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={apply.isPending} disabled={uploading}>
        {t("customization.form.submit")}
      </Button>
    </Form>
  );
}
