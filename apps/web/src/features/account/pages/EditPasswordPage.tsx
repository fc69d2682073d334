import { Button, Card, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../lib/feedback.ts";
import { requiredPasswordRules } from "../../../lib/form-rules.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { useCurrentUser, useModifyPassword } from "../api.ts";
import { ConfirmPasswordItem } from "../components/ConfirmPasswordItem.tsx";
import { NewPasswordItem } from "../components/NewPasswordItem.tsx";
import "../account.css";

type FormValues = { oldPassword: string; newPassword: string; confirmPassword: string };

/** /editpwd: current password, new password (rules shown live) and its confirmation. */
export function EditPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const modify = useModifyPassword();
  const current = useCurrentUser();
  const phone = current.data?.user.phone ?? null;

  const onFinish = (values: FormValues) =>
    sendForm(form, async () => {
      await modify.mutateAsync({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      form.resetFields();
      showSuccess(t("account.editPassword.success"));
    });

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
