import { normalizeMainlandMobile } from "@portal/shared";
import { Button, Form } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { useResetPassword, useSendResetCode } from "../api.ts";
import { PhoneCodePasswordFields } from "../components/PhoneCodePasswordFields.tsx";

type FormValues = { phone: string; code: string; password: string; confirmPassword: string };

/** /resetpwd: phone + SMS code + new password, then sign in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const reset = useResetPassword();
  const sendCode = useSendResetCode();

  const onFinish = (values: FormValues) =>
    sendForm(form, async () => {
      await reset.mutateAsync({
        phone: normalizeMainlandMobile(values.phone) ?? values.phone,
        code: values.code.trim(),
        password: values.password,
      });
      showSuccess(t("account.resetPassword.success"));
      navigate("/login", { replace: true });
    });

  return (
    <AuthCard
      title={t("account.resetPassword.title")}
      subtitle={t("account.resetPassword.subtitle")}
      footer={<Link to="/login">{t("account.resetPassword.backToLogin")}</Link>}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        size="large"
      >
        <PhoneCodePasswordFields
          form={form}
          sendCode={sendCode}
          passwordLabel={t("account.resetPassword.newPassword")}
          passwordPlaceholder={t("account.resetPassword.newPasswordPlaceholder")}
        />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t("account.resetPassword.submit")}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
