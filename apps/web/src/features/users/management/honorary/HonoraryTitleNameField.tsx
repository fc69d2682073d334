import { communityLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";

/** An honorary title's name, in any language: the form's and each language tab's one field. */
export function HonoraryTitleNameField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={t("users.honoraryTitles.name")}
      rules={[
        requiredRule(t, "users.honoraryTitles.nameRequired"),
        maxLengthRule(t, communityLimits.honoraryTitleMaxLength),
      ]}
    >
      <Input autoComplete="off" autoFocus={autoFocus} />
    </Form.Item>
  );
}
