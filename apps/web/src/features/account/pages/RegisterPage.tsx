import { normalizeMainlandMobile } from "@portal/shared";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { emailRules, nicknameRules } from "../../../lib/form-rules.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { useRegister, useSendRegisterCode } from "../api.ts";
import { PhoneCodePasswordFields } from "../components/PhoneCodePasswordFields.tsx";

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

  const onFinish = (values: FormValues) =>
    sendForm(form, async () => {
      await register.mutateAsync({
        phone: normalizeMainlandMobile(values.phone) ?? values.phone,
        code: values.code.trim(),
        password: values.password,
        nickname: optional(values.nickname),
        email: optional(values.email),
      });
      showSuccess(t("account.register.success"));
      navigate("/home", { replace: true });
    });

  return (
    <AuthCard
      title={t("account.register.title")}
      subtitle={t("account.register.subtitle")}
      footer={
        <>
          {t("account.register.haveAccount")}{" "}
          <Link to="/login">{t("account.register.signInNow")}</Link>
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
        <PhoneCodePasswordFields
          form={form}
          sendCode={sendCode}
          passwordLabel={t("account.register.password")}
          passwordPlaceholder={t("account.register.passwordPlaceholder")}
        />
        <Form.Item name="nickname" label={t("account.register.nickname")} rules={nicknameRules(t)}>
          <Input
            placeholder={t("account.register.nicknamePlaceholder")}
            autoComplete="nickname"
            maxLength={20}
          />
        </Form.Item>
        <Form.Item name="email" label={t("account.register.email")} rules={emailRules(t)}>
          <Input
            placeholder={t("account.register.emailPlaceholder")}
            autoComplete="email"
            inputMode="email"
            maxLength={100}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={register.isPending}>
            {t("account.register.submit")}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
