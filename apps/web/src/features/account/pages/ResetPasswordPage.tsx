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
      showSuccess(t("resetPassword.success"));
      navigate("/login", { replace: true });
    });

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
        <PhoneCodePasswordFields
          form={form}
          sendCode={sendCode}
          passwordLabel={t("resetPassword.newPassword")}
          passwordPlaceholder={t("resetPassword.newPasswordPlaceholder")}
        />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t("resetPassword.submit")}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
