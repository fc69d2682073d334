import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { asksForCaptcha, CaptchaField, useCaptcha } from "../../../components/CaptchaField.tsx";
import { Card } from "../../../components/card/Card.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { requiredPasswordRules } from "../../../lib/form-rules.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { useCurrentUser, useModifyPassword } from "../api.ts";
import { ConfirmPasswordItem } from "../components/ConfirmPasswordItem.tsx";
import { NewPasswordItem } from "../components/NewPasswordItem.tsx";
import "../account.css";

type FormValues = {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  captchaCode?: string;
};

/** /editpwd: current password, new password (rules shown live) and its confirmation. */
export function EditPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const modify = useModifyPassword();
  const current = useCurrentUser();
  const phone = current.data?.user.phone ?? null;
  // Wrong current passwords count like failed sign-ins: after a few the server asks for the
  // security check with each try, as the sign-in form does.
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useCaptcha(captchaRequired);

  const onFinish = async (values: FormValues) => {
    const changed = await sendForm(form, async () => {
      try {
        await modify.mutateAsync({
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
          ...(captchaRequired && captcha.data
            ? { captchaId: captcha.data.captchaId, captchaCode: values.captchaCode?.trim() }
            : {}),
        });
      } catch (error) {
        if (asksForCaptcha(error)) setCaptchaRequired(true);
        throw error;
      }
      form.resetFields();
      setCaptchaRequired(false);
      showSuccess(t("account.editPassword.success"));
    });
    // A captcha is good for one try.
    if (!changed && captchaRequired) {
      form.setFieldValue("captchaCode", "");
      void captcha.refetch();
    }
  };

  return (
    <div className="page-container page-narrow">
      <Card>
        <h1 className="page-title">{t("account.editPassword.title")}</h1>
        <p className="page-subtitle">{t("account.editPassword.subtitle")}</p>
        <Form<FormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          className="profile-form"
        >
          {/* Lets password managers file the change under the right account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={phone ?? ""}
            readOnly
            hidden
          />
          <Form.Item
            name="oldPassword"
            label={t("account.editPassword.oldPassword")}
            rules={requiredPasswordRules(t)}
          >
            <Input.Password
              placeholder={t("account.editPassword.oldPasswordPlaceholder")}
              autoComplete="current-password"
              maxLength={128}
            />
          </Form.Item>
          <NewPasswordItem
            name="newPassword"
            label={t("account.editPassword.newPassword")}
            placeholder={t("account.editPassword.newPasswordPlaceholder")}
            phone={() => phone}
            dependencies={["oldPassword"]}
            moreRules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  if (value && value === getFieldValue("oldPassword")) {
                    throw new Error(t("account.editPassword.sameAsOld"));
                  }
                },
              }),
            ]}
          />
          <ConfirmPasswordItem
            passwordField="newPassword"
            label={t("account.editPassword.confirmPassword")}
            placeholder={t("account.editPassword.confirmPlaceholder")}
          />
          {captchaRequired ? (
            <>
              <Alert
                type="warning"
                showIcon
                title={t("captcha.neededForPasswordChange")}
                className="form-alert"
              />
              <CaptchaField captcha={captcha} />
            </>
          ) : null}
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={modify.isPending}>
              {t("account.editPassword.submit")}
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
