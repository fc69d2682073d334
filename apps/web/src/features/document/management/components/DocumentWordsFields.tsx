import { documentLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";

/** A document's name, in any language. */
export function DocumentNameField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={t("document.fields.name")}
      rules={[
        requiredRule(t, "document.validation.nameRequired"),
        maxLengthRule(t, documentLimits.nameMaxLength),
      ]}
    >
      <Input maxLength={documentLimits.nameMaxLength} showCount />
    </Form.Item>
  );
}

/** A document's description, in any language. */
export function DocumentDescriptionField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="description"
      label={t("document.admin.description")}
      rules={[maxLengthRule(t, documentLimits.descriptionMaxLength)]}
    >
      <Input.TextArea
        maxLength={documentLimits.descriptionMaxLength}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
    </Form.Item>
  );
}
