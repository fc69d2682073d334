import { resourceLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";

/** A file's title and description, in any language. */
export function ResourceTextFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="title"
        label={t("resource.manage.titleLabel")}
        rules={[
          requiredRule(t, "resource.manage.titleRequired"),
          maxLengthRule(t, resourceLimits.titleMaxLength),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t("resource.manage.description")}
        rules={[maxLengthRule(t, resourceLimits.descriptionMaxLength)]}
      >
        <Input.TextArea rows={3} showCount maxLength={resourceLimits.descriptionMaxLength} />
      </Form.Item>
    </>
  );
}
