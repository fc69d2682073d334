import type { SendCodeResult } from "@portal/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { type FormInstance, Input, type InputProps, Space } from "antd";
import { useTranslation } from "react-i18next";
import { SendCodeButton } from "./SendCodeButton.tsx";

/**
 * The SMS code box with its send button beside it, as one form control: the Form.Item around
 * it passes the value, the id its label points to and, on an error, `aria-invalid` and the
 * `aria-describedby` of the message, which all belong on the input.
 */
export function SmsCodeInput({
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
        placeholder={t("account.register.codePlaceholder")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <SendCodeButton form={form} send={sendCode} />
    </Space.Compact>
  );
}
