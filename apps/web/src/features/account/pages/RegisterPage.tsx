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
  emailRules,
  newPasswordRules,
  nicknameRules,
  phoneRules,
} from "../../../lib/form-rules.ts";
import { useRegister, useSendRegisterCode } from "../api.ts";
import { SendCodeButton } from "../components/SendCodeButton.tsx";

type FormValues = {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  email?: string;
};

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** /register: phone + SMS code + password (rules shown live), nickname and e-mail optional. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const register = useRegister();
  const sendCode = useSendRegisterCode();
  const password = Form.useWatch("password", form) ?? "";
  const phone = Form.useWatch("phone", form) ?? "";
  const normalizedPhone = normalizeMainlandMobile(phone);

  async function onFinish(values: FormValues) {
    try {
      await register.mutateAsync({
        phone: normalizeMainlandMobile(values.phone) ?? values.phone,
        code: values.code.trim(),
        password: values.password,
        nickname: optional(values.nickname),
        email: optional(values.email),
      });
      showSuccess(t("register.success"));
      navigate("/home", { replace: true });
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  }

  return (
    <AuthCard
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      footer={
        <>
          {t("register.haveAccount")} <Link to="/login">{t("register.signInNow")}</Link>
        </>
      }
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
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
          label={t("register.password")}
          rules={newPasswordRules(t, () =>
            normalizeMainlandMobile(form.getFieldValue("phone") ?? ""),
          )}
          dependencies={["phone"]}
          extra={<PasswordChecklist password={password} phone={normalizedPhone} />}
        >
          <Input.Password
            placeholder={t("register.passwordPlaceholder")}
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
        <Form.Item name="nickname" label={t("register.nickname")} rules={nicknameRules(t)}>
          <Input
            placeholder={t("register.nicknamePlaceholder")}
            autoComplete="nickname"
            maxLength={20}
          />
        </Form.Item>
        <Form.Item name="email" label={t("register.email")} rules={emailRules(t)}>
          <Input
            placeholder={t("register.emailPlaceholder")}
            autoComplete="email"
            inputMode="email"
            maxLength={100}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={register.isPending}>
            {t("register.submit")}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
