import { passwordLimits } from "@portal/shared";
import { Form, type FormRule, Input } from "antd";
import { useTranslation } from "react-i18next";
import { newPasswordRules } from "../../../lib/form-rules.ts";
import { PasswordChecklist } from "./PasswordChecklist.tsx";

/**
 * A new password: the account system's rules, checked as it is typed and shown as a live
 * checklist under it. `phone` reads the phone number it may not contain, when it is read.
 */
export function NewPasswordItem({
  name,
  label,
  placeholder,
  phone,
  dependencies,
  moreRules = [],
}: {
  name: string;
  label: string;
  placeholder: string;
  phone: () => string | null;
  /** The fields whose change checks the password again (the phone, the old password). */
  dependencies: string[];
  moreRules?: FormRule[];
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const password: string = Form.useWatch(name, form) ?? "";
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={dependencies}
      rules={[...newPasswordRules(t, phone), ...moreRules]}
      extra={<PasswordChecklist password={password} phone={phone()} />}
    >
      <Input.Password
        placeholder={placeholder}
        autoComplete="new-password"
        maxLength={passwordLimits.maxLength}
      />
    </Form.Item>
  );
}
