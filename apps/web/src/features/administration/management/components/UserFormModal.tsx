import { profileLimits } from "@portal/shared";
import { Alert, Form, Input, Modal, Select, Spin, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  emailRules,
  maxLengthRule,
  nicknameRules,
  phoneRules,
} from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { type UserFormInput, useManagedUser, useRoles, useSaveUser } from "../../api.ts";
import { roleLabel } from "../../permission-label.ts";

type Values = {
  phone: string;
  nickname: string;
  email: string;
  company: string;
  roleIds: number[];
  isEngineer: boolean;
};

const emptyValues: Values = {
  phone: "",
  nickname: "",
  email: "",
  company: "",
  roleIds: [],
  isEngineer: false,
};

/** Creates an account or edits one (roles, profile, engineer title), with its version. */
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
  const [version, setVersion] = useState<number | null>(null);
  if (user.data && version === null) setVersion(user.data.version);
  const ready = userId === null || user.data !== undefined;

  async function reload() {
    const fresh = await user.refetch();
    if (!fresh.data) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(fresh.data));
    setVersion(fresh.data.version);
  }
  const runSubmit = useVersionedSave(form, { reload, onSaved: onClosed });

  const submit = () =>
    runSubmit((values) => {
      const input: UserFormInput = {
        phone: values.phone,
        nickname: values.nickname || null,
        email: values.email || null,
        company: values.company || null,
        roleIds: values.roleIds,
        isEngineer: values.isEngineer,
      };
      return save.mutateAsync({ id: userId, version, input });
    });

  return (
    <Modal
      open
      title={t(userId ? "administration.users.editTitle" : "administration.users.createTitle")}
      okText={t("administration.save")}
      cancelText={t("administration.cancel")}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !ready }}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      {ready ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={user.data ? valuesOf(user.data) : emptyValues}
        >
          {userId === null ? (
            <Alert type="info" showIcon title={t("administration.users.createdHint")} />
          ) : null}
          <Form.Item
            name="phone"
            label={t("administration.users.phone")}
            rules={userId === null ? phoneRules(t) : []}
          >
            <Input disabled={userId !== null} inputMode="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="nickname"
            label={t("administration.users.nickname")}
            rules={nicknameRules(t)}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="email" label={t("administration.users.email")} rules={emailRules(t)}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="company"
            label={t("administration.users.company")}
            rules={[maxLengthRule(t, profileLimits.companyMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="roleIds" label={t("administration.users.roles")}>
            <Select
              mode="multiple"
              loading={roles.isPending}
              options={(roles.data ?? []).map((role) => ({
                value: role.id,
                label: roleLabel(t, role),
              }))}
              optionFilterProp="label"
            />
          </Form.Item>
          {userId === null ? null : (
            <Form.Item
              name="isEngineer"
              label={t("administration.users.engineer")}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          )}
        </Form>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

function valuesOf(user: {
  phone: string;
  nickname: string | null;
  email: string | null;
  company: string | null;
  roles: { id: number }[];
  isEngineer: boolean;
}): Values {
  return {
    phone: user.phone,
    nickname: user.nickname ?? "",
    email: user.email ?? "",
    company: user.company ?? "",
    roleIds: user.roles.map((role) => role.id),
    isEngineer: user.isEngineer,
  };
}
