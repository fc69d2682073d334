import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../lib/form-rules.ts";

/**
 * A record's one name (a link, a question type, an honorary title), in any language: the form's
 * field and each language tab's, under the page's own label and "required" message keys.
 */
export function NameField({
  labelKey,
  requiredKey,
  maxLength,
  autoFocus = false,
}: {
  labelKey: string;
  requiredKey: string;
  maxLength: number;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={t(labelKey)}
      rules={[requiredRule(t, requiredKey), maxLengthRule(t, maxLength)]}
    >
      <Input autoComplete="off" autoFocus={autoFocus} />
    </Form.Item>
  );
}
