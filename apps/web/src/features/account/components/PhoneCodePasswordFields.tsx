import { normalizeMainlandMobile, passwordLimits, type SendCodeResult } from "@portal/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { Form, type FormInstance, Input, type InputProps, Space } from "antd";
import { useTranslation } from "react-i18next";
import { PasswordChecklist } from "../../../components/PasswordChecklist.tsx";
import { codeRules, newPasswordRules, phoneRules } from "../../../lib/form-rules.ts";
import { ConfirmPasswordItem } from "./ConfirmPasswordItem.tsx";
import { SendCodeButton } from "./SendCodeButton.tsx";

/**
 * The SMS code box with its send button beside it, as one form control: the Form.Item around
 * it passes the value, the id its label points to and, on an error, `aria-invalid` and the
 * `aria-describedby` of the message, which all belong on the input.
 */
function CodeInput({
  form,
  sendCode,
  ...inputProps
}: Omit<InputProps, "form"> & {
  form: FormInstance;
  sendCode: UseMutationResult<SendCodeResult, Error, string>;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact block>
      <Input
        {...inputProps}
        placeholder={t("register.codePlaceholder")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <SendCodeButton form={form} send={sendCode} />
    </Space.Compact>
  );
}

/**
 * The fields registration and password reset share: phone, SMS code with its send button,
 * a new password with its rules shown live, and its confirmation.
 */
export function PhoneCodePasswordFields({
  form,
  sendCode,
  passwordLabel,
  passwordPlaceholder,
}: {
  form: FormInstance;
  sendCode: UseMutationResult<SendCodeResult, Error, string>;
  passwordLabel: string;
  passwordPlaceholder: string;
}) {
  const { t } = useTranslation();
  const password = Form.useWatch("password", form) ?? "";
  const phone = Form.useWatch("phone", form) ?? "";

  return (
    <>
      <Form.Item name="phone" label={t("register.phone")} rules={phoneRules(t)}>
        <Input
          placeholder={t("register.phonePlaceholder")}
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
        />
      </Form.Item>
      <Form.Item name="code" label={t("register.code")} rules={codeRules(t)}>
        <CodeInput form={form} sendCode={sendCode} />
      </Form.Item>
      <Form.Item
        name="password"
        label={passwordLabel}
        dependencies={["phone"]}
        rules={newPasswordRules(t, () =>
          normalizeMainlandMobile(form.getFieldValue("phone") ?? ""),
        )}
        extra={<PasswordChecklist password={password} phone={normalizeMainlandMobile(phone)} />}
      >
        <Input.Password
          placeholder={passwordPlaceholder}
          autoComplete="new-password"
          maxLength={passwordLimits.maxLength}
        />
      </Form.Item>
      <ConfirmPasswordItem
        passwordField="password"
        label={t("register.confirmPassword")}
        placeholder={t("register.confirmPlaceholder")}
      />
    </>
  );
}
