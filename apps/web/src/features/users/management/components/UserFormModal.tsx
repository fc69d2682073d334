import { type ManageUserRow, profileLimits } from "@portal/shared";
import { Alert, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import {
  emailRules,
  maxLengthRule,
  nicknameRules,
  phoneRules,
} from "../../../../lib/form-rules.ts";
import { useManagedUser, useRoles, useSaveUser } from "../../api.ts";
import { roleLabel } from "../../permission-label.ts";

type Values = {
  phone: string;
  nickname: string;
  email: string;
  company: string;
  roleIds: number[];
};

const emptyValues: Values = {
  phone: "",
  nickname: "",
  email: "",
  company: "",
  roleIds: [],
};

/** Creates an account (`userId` null) or edits one: roles, profile, engineer title. */
export function UserFormModal({
  userId,
  onClosed,
}: {
  userId: number | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const user = useManagedUser(userId);
  const roles = useRoles();
  const save = useSaveUser();
  const creating = userId === null;

  return (
    <VersionedForm<Values, ManageUserRow>
      title={t(creating ? "users.accounts.createTitle" : "users.accounts.editTitle")}
      form={form}
      record={creating ? null : user}
      needs={[roles]}
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          id: userId,
          version,
          input: {
            phone: values.phone,
            nickname: values.nickname || null,
            email: values.email || null,
            company: values.company || null,
            roleIds: values.roleIds,
          },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={stored ? valuesOf(stored) : emptyValues}>
          {creating ? <Alert type="info" showIcon title={t("users.accounts.createdHint")} /> : null}
          <Form.Item
            name="phone"
            label={t("users.accounts.phone")}
            rules={creating ? phoneRules(t) : []}
          >
            <Input disabled={!creating} inputMode="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item name="nickname" label={t("users.accounts.nickname")} rules={nicknameRules(t)}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="email" label={t("users.accounts.email")} rules={emailRules(t)}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="company"
            label={t("users.accounts.company")}
            rules={[maxLengthRule(t, profileLimits.companyMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="roleIds" label={t("users.accounts.roles")}>
            <Select
              mode="multiple"
              options={(roles.data ?? []).map((role) => ({
                value: role.id,
                label: roleLabel(t, role),
              }))}
              optionFilterProp="label"
            />
          </Form.Item>
        </Form>
      )}
    </VersionedForm>
  );
}

function valuesOf(user: ManageUserRow): Values {
  return {
    phone: user.phone,
    nickname: user.nickname ?? "",
    email: user.email ?? "",
    company: user.company ?? "",
    roleIds: user.roles.map((role) => role.id),
  };
}
