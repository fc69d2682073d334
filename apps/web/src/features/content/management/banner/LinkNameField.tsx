import { contentLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";

/** A friendship link's name, in any language. */
export function LinkNameField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={t("content.bannerManagement.links.name")}
      rules={[
        requiredRule(t, "content.bannerManagement.links.nameRequired"),
        maxLengthRule(t, contentLimits.linkNameMaxLength),
      ]}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
}
