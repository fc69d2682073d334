import { resourceLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";

/** A folder's name, in any language. */
export function CatalogNameField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={t("resource.manage.folderName")}
      rules={[
        requiredRule(t, "resource.manage.folderNameRequired"),
        maxLengthRule(t, resourceLimits.catalogNameMaxLength),
      ]}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
}
