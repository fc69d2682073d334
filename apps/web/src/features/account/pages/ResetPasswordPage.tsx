import { normalizeMainlandMobile } from "@portal/shared";
import { Button, Form, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { PasswordChecklist } from "../../../components/PasswordChecklist.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import {
  codeRules,
  confirmPasswordRules,
  newPasswordRules,
  phoneRules,
} from "../../../lib/form-rules.ts";
import { useResetPassword, useSendResetCode } from "../api.ts";
import { SendCodeButton } from "../components/SendCodeButton.tsx";

type FormValues = { phone: string; code: string; password: string; confirmPassword: string };

/** /resetpwd: phone + SMS code + new password, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const reset = useResetPassword();
  const sendCode = useSendResetCode();
  const password = Form.useWatch("password", form) ?? "";
  const phone = Form.useWatch("phone", form) ?? "";

  async function onFinish(values: FormValues) {
    try {
      await reset.mutateAsync({
        phone: normalizeMainlandMobile(values.phone) ?? values.phone,
        code: values.code.trim(),
        password: values.password,
      });
      showSuccess(t("resetPassword.success"));
      navigate("/login", { replace: true });
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  }

  return (
    <AuthCard
      title={t("resetPassword.title")}
      subtitle={t("resetPassword.subtitle")}
      footer={<Link to="/login">{t("resetPassword.backToLogin")}</Link>}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        size="large"
      >
        <Form.Item name="phone" label={t("register.phone")} rules={phoneRules(t)}>
          <Input
            placeholder={t("register.phonePlaceholder")}
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
          />
        </Form.Item>
        <Form.Item label={t("register.code")} required>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={codeRules(t)}>
              <Input
                placeholder={t("register.codePlaceholder")}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                aria-label={t("register.code")}
              />
            </Form.Item>
            <SendCodeButton form={form} send={sendCode} />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          label={t("resetPassword.newPassword")}
          dependencies={["phone"]}
          rules={newPasswordRules(t, () =>
            normalizeMainlandMobile(form.getFieldValue("phone") ?? ""),
          )}
          extra={<PasswordChecklist password={password} phone={normalizeMainlandMobile(phone)} />}
        >
          <Input.Password
            placeholder={t("resetPassword.newPasswordPlaceholder")}
            autoComplete="new-password"
            maxLength={32}
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t("register.confirmPassword")}
          dependencies={["password"]}
          rules={confirmPasswordRules(t, "password", "register.confirmRequired")}
        >
          <Input.Password
            placeholder={t("register.confirmPlaceholder")}
            autoComplete="new-password"
            maxLength={32}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t("resetPassword.submit")}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
