import { medalLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";

/** A medal's name and description, in any language: the original's form and the languages drawer. */
export function MedalWordsFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="name"
        label={t("medal.management.name")}
        rules={[
          requiredRule(t, "medal.management.nameRequired"),
          maxLengthRule(t, medalLimits.nameMaxLength),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t("medal.management.description")}
        rules={[maxLengthRule(t, medalLimits.descriptionMaxLength)]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </>
  );
}
