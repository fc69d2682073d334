import { maskPhone, type OwnUser, profileLimits } from "@portal/shared";
import { Button, Form, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UserTitleTag } from "../../../components/UserTitleTag.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { emailRules, maxLengthRule, nicknameRules } from "../../../lib/form-rules.ts";
import { sendForm } from "../../../lib/form-submit.ts";
import { useUpdateProfile } from "../api.ts";
import { AvatarUploader } from "./AvatarUploader.tsx";
import { DictionarySelect } from "./DictionarySelect.tsx";
import "../account.css";

type FormValues = {
  avatarUrl?: string | null;
  nickname?: string;
  email?: string;
  company?: string;
  areaId?: number | null;
  fieldId?: number | null;
  signature?: string;
};

function initialValues(user: OwnUser): FormValues {
  return {
    avatarUrl: user.avatarUrl,
    nickname: user.nickname ?? "",
    email: user.email ?? "",
    company: user.company ?? "",
    areaId: user.areaId,
    fieldId: user.fieldId,
    signature: user.signature ?? "",
  };
}

export function ProfileForm({ user }: { user: OwnUser }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const update = useUpdateProfile();

  const onFinish = (values: FormValues) =>
    sendForm(form, async () => {
      // The avatar is not sent: the upload already stored it. An emptied field is sent as
      // "" (or null for a cleared choice), which clears it on the server.
      const saved = await update.mutateAsync({
        nickname: values.nickname?.trim() ?? "",
        email: values.email?.trim() ?? "",
        company: values.company?.trim() ?? "",
        areaId: values.areaId ?? null,
        fieldId: values.fieldId ?? null,
        signature: values.signature?.trim() ?? "",
      });
      form.setFieldsValue(initialValues(saved));
      showSuccess(t("account.profile.saved"));
    });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(user)}
      onFinish={onFinish}
      className="profile-form"
    >
      <Form.Item name="avatarUrl" label={t("account.profile.avatar")}>
        <AvatarUploader />
      </Form.Item>
      <Form.Item label={t("account.profile.phone")}>
        <Space wrap>
          <span data-testid="profile-phone">{maskPhone(user.phone)}</span>
          <UserTitleTag title={user.title} />
        </Space>
      </Form.Item>
      <Form.Item name="nickname" label={t("account.profile.nickname")} rules={nicknameRules(t)}>
        <Input
          placeholder={t("account.profile.nicknamePlaceholder")}
          maxLength={profileLimits.nicknameMaxLength}
          autoComplete="nickname"
        />
      </Form.Item>
      <Form.Item name="email" label={t("account.profile.email")} rules={emailRules(t)}>
        <Input
          placeholder={t("account.profile.emailPlaceholder")}
          maxLength={profileLimits.emailMaxLength}
          autoComplete="email"
          inputMode="email"
        />
      </Form.Item>
      <Form.Item
        name="company"
        label={t("account.profile.company")}
        rules={[maxLengthRule(t, profileLimits.companyMaxLength)]}
      >
        <Input
          placeholder={t("account.profile.companyPlaceholder")}
          maxLength={profileLimits.companyMaxLength}
          autoComplete="organization"
        />
      </Form.Item>
      <Form.Item name="areaId" label={t("account.profile.area")}>
        <DictionarySelect type="area" placeholder={t("account.profile.areaPlaceholder")} />
      </Form.Item>
      <Form.Item name="fieldId" label={t("account.profile.field")}>
        <DictionarySelect type="field" placeholder={t("account.profile.fieldPlaceholder")} />
      </Form.Item>
      <Form.Item
        name="signature"
        label={t("account.profile.signature")}
        rules={[maxLengthRule(t, profileLimits.signatureMaxLength)]}
      >
        <Input.TextArea
          placeholder={t("account.profile.signaturePlaceholder")}
          maxLength={profileLimits.signatureMaxLength}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t("common.save")}
          </Button>
          <Link to={`/personinfo/${user.id}`}>
            <Button>{t("account.profile.viewHomePage")}</Button>
          </Link>
        </Space>
      </Form.Item>
    </Form>
  );
}
