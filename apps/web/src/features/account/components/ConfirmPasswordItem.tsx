import { passwordLimits } from "@portal/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { confirmPasswordRules } from "../../../lib/form-rules.ts";

/** The "enter it again" field that must match the new password in `passwordField`. */
export function ConfirmPasswordItem({
  passwordField,
  label,
  placeholder,
}: {
  passwordField: string;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="confirmPassword"
      label={label}
      dependencies={[passwordField]}
      rules={confirmPasswordRules(t, passwordField, "account.register.confirmRequired")}
    >
      <Input.Password
        placeholder={placeholder}
        autoComplete="new-password"
        maxLength={passwordLimits.maxLength}
      />
    </Form.Item>
  );
}
