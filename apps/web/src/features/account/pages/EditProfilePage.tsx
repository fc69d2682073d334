import { maskPhone, type OwnUser, profileLimits } from "@portal/shared";
import { Button, Card, Form, Input, Select, Skeleton, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { showSuccess } from "../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { emailRules, maxLengthRule, nicknameRules } from "../../../lib/form-rules.ts";
import { type DictionaryType, useCurrentUser, useDictionary, useUpdateProfile } from "../api.ts";
import { AvatarUploader } from "../components/AvatarUploader.tsx";
import { UserTitleTag } from "../components/UserTitleTag.tsx";
import { dictionaryLabel } from "../dictionary-label.ts";

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

function DictionarySelect({
  type,
  placeholder,
  value,
  onChange,
  id,
}: {
  type: DictionaryType;
  placeholder: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const language = useAppStore((state) => state.language);
  const dictionary = useDictionary(type);
  return (
    <Select
      id={id}
      // Until the names are loaded an id would show as a bare number: show nothing instead.
      value={dictionary.data ? (value ?? undefined) : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: "label" }}
      loading={dictionary.isPending}
      options={(dictionary.data ?? []).map((entry) => ({
        value: entry.id,
        label: dictionaryLabel(entry, language),
      }))}
    />
  );
}

function ProfileForm({ user }: { user: OwnUser }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const update = useUpdateProfile();

  async function onFinish(values: FormValues) {
    try {
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
      showSuccess(t("profile.saved"));
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  }

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(user)}
      onFinish={onFinish}
      className="profile-form"
    >
      <Form.Item name="avatarUrl" label={t("profile.avatar")}>
        <AvatarUploader />
      </Form.Item>
      <Form.Item label={t("profile.phone")}>
        <Space wrap>
          <span data-testid="profile-phone">{maskPhone(user.phone)}</span>
          <UserTitleTag title={user.title} />
        </Space>
      </Form.Item>
      <Form.Item name="nickname" label={t("profile.nickname")} rules={nicknameRules(t)}>
        <Input
          placeholder={t("profile.nicknamePlaceholder")}
          maxLength={profileLimits.nicknameMaxLength}
          autoComplete="nickname"
        />
      </Form.Item>
      <Form.Item name="email" label={t("profile.email")} rules={emailRules(t)}>
        <Input
          placeholder={t("profile.emailPlaceholder")}
          maxLength={profileLimits.emailMaxLength}
          autoComplete="email"
          inputMode="email"
        />
      </Form.Item>
      <Form.Item
        name="company"
        label={t("profile.company")}
        rules={[maxLengthRule(t, profileLimits.companyMaxLength)]}
      >
        <Input
          placeholder={t("profile.companyPlaceholder")}
          maxLength={profileLimits.companyMaxLength}
          autoComplete="organization"
        />
      </Form.Item>
      <Form.Item name="areaId" label={t("profile.area")}>
        <DictionarySelect type="area" placeholder={t("profile.areaPlaceholder")} />
      </Form.Item>
      <Form.Item name="fieldId" label={t("profile.field")}>
        <DictionarySelect type="field" placeholder={t("profile.fieldPlaceholder")} />
      </Form.Item>
      <Form.Item
        name="signature"
        label={t("profile.signature")}
        rules={[maxLengthRule(t, profileLimits.signatureMaxLength)]}
      >
        <Input.TextArea
          placeholder={t("profile.signaturePlaceholder")}
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
            <Button>{t("profile.viewHomePage")}</Button>
          </Link>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** /editperson: the signed-in user's profile, avatar included. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const current = useCurrentUser();
  let body: ReactNode;
  if (current.isPending) body = <Skeleton active avatar paragraph={{ rows: 8 }} />;
  else if (current.isError || !current.data) {
    body = (
      <LoadFailure
        title={t("profile.loadFailed")}
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  } else body = <ProfileForm key={current.data.user.id} user={current.data.user} />;

  return (
    <div className="page-container page-narrow">
      <Card>
        <h1 className="page-title">{t("profile.title")}</h1>
        <p className="page-subtitle">{t("profile.subtitle")}</p>
        {body}
      </Card>
    </div>
  );
}
