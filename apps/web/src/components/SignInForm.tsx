import { LockOutlined, UserOutlined } from "@ant-design/icons";
import type { LoginBody } from "@portal/shared";
import { Alert, Button, Form, Input } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { showServerFieldErrors } from "../lib/form-errors.ts";
import { accountRules, requiredPasswordRules } from "../lib/form-rules.ts";
import { HttpError } from "../lib/http.ts";
import { asksForCaptcha, CaptchaField, useCaptcha } from "./CaptchaField.tsx";

/** Remembers for this tab that the server asked for a captcha, so its check starts at once. */
const captchaFlagKey = "portal_login_captcha";

function captchaWasRequired(): boolean {
  try {
    return sessionStorage.getItem(captchaFlagKey) === "1";
  } catch {
    return false;
  }
}

function rememberCaptcha(required: boolean): void {
  try {
    if (required) sessionStorage.setItem(captchaFlagKey, "1");
    else sessionStorage.removeItem(captchaFlagKey);
  } catch {
    // The flag only saves a round trip; without storage the server asks again.
  }
}

type FormValues = { account: string; password: string; captchaCode?: string };

/**
 * Account + password sign-in shared by the user and the management login. Shows the security
 * check once the server asked for it and keeps showing it; a locked account's message stays.
 */
export function SignInForm({
  submit,
  submitLabel,
  accountLabel,
  accountPlaceholder,
  extra,
}: {
  submit: (body: LoginBody) => Promise<unknown>;
  submitLabel: string;
  accountLabel: string;
  accountPlaceholder: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [captchaRequired, setCaptchaRequired] = useState(captchaWasRequired);
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha(captchaRequired);

  async function onFinish(values: FormValues) {
    setSubmitting(true);
    setLockedMessage(null);
    try {
      await submit({
        account: values.account.trim(),
        password: values.password,
        ...(captchaRequired && captcha.data
          ? { captchaId: captcha.data.captchaId, captchaCode: values.captchaCode?.trim() }
          : {}),
      });
      rememberCaptcha(false);
    } catch (error) {
      if (asksForCaptcha(error)) {
        rememberCaptcha(true);
        setCaptchaRequired(true);
      }
      if (error instanceof HttpError && error.status === 429) setLockedMessage(error.msg);
      showServerFieldErrors(form, error);
      // A captcha is good for one try: fetch a new one after any failure. (The first one
      // loads by itself once the field appears.)
      if (captchaRequired) {
        form.setFieldValue("captchaCode", "");
        void captcha.refetch();
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      autoComplete="on"
      size="large"
    >
      {lockedMessage ? (
        <Alert type="error" showIcon title={lockedMessage} className="form-alert" role="alert" />
      ) : null}
      {captchaRequired && !lockedMessage ? (
        <Alert type="warning" showIcon title={t("captcha.needed")} className="form-alert" />
      ) : null}
      <Form.Item name="account" label={accountLabel} rules={accountRules(t)}>
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder={accountPlaceholder}
          autoComplete="username"
          maxLength={100}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("account.login.password")}
        rules={requiredPasswordRules(t)}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t("account.login.passwordPlaceholder")}
          autoComplete="current-password"
          maxLength={128}
        />
      </Form.Item>
      {captchaRequired ? <CaptchaField captcha={captcha} /> : null}
      {extra}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
