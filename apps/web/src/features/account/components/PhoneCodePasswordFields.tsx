import { normalizeMainlandMobile, type SendCodeResult } from "@portal/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { Form, type FormInstance, Input } from "antd";
import { useTranslation } from "react-i18next";
import { codeRules, phoneRules } from "../../../lib/form-rules.ts";
import { ConfirmPasswordItem } from "./ConfirmPasswordItem.tsx";
import { NewPasswordItem } from "./NewPasswordItem.tsx";
import { SmsCodeInput } from "./SmsCodeInput.tsx";

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
  // Watched so the password's checklist follows the phone it may not contain.
  Form.useWatch("phone", form);

  return (
    <>
      <Form.Item name="phone" label={t("account.register.phone")} rules={phoneRules(t)}>
        <Input
          placeholder={t("account.register.phonePlaceholder")}
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
        />
      </Form.Item>
      <Form.Item name="code" label={t("account.register.code")} rules={codeRules(t)}>
        <SmsCodeInput form={form} sendCode={sendCode} />
      </Form.Item>
      <NewPasswordItem
        name="password"
        label={passwordLabel}
        placeholder={passwordPlaceholder}
        phone={() => normalizeMainlandMobile(form.getFieldValue("phone") ?? "")}
        dependencies={["phone"]}
      />
      <ConfirmPasswordItem
        passwordField="password"
        label={t("account.register.confirmPassword")}
        placeholder={t("account.register.confirmPlaceholder")}
      />
    </>
  );
}
