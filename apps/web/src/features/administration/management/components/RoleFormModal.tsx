import {
  type Permission,
  permissionAreas,
  type RoleInput,
  type RoleItem,
  roleLimits,
} from "@portal/shared";
import { Form, Input, Modal, Tree } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
import { useCurrentUser } from "../../../account/index.ts";
import { useRoles, useSaveRole } from "../../api.ts";
import { permissionLabel } from "../../permission-label.ts";

type Values = { name: string; permissions: Permission[] };

const grantable = new Set<string>(Object.values(permissionAreas).flat());

/** The role editor: its name and a tree of permission checkboxes grouped by area. */
export function RoleFormModal({ role, onClosed }: { role: RoleItem | null; onClosed: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveRole();
  const roles = useRoles();
  const [version, setVersion] = useState(role?.version ?? null);

  async function reload() {
    const fresh = (await roles.refetch()).data?.find((candidate) => candidate.id === role?.id);
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(fresh));
    setVersion(fresh.version);
  }
  const runSubmit = useVersionedSave(form, { reload, onSaved: onClosed });

  const submit = () =>
    runSubmit((values) =>
      save.mutateAsync({
        id: role?.id ?? null,
        version,
        input: { name: values.name, permissions: values.permissions } satisfies RoleInput,
      }),
    );

  return (
    <Modal
      open
      title={t(role ? "administration.roles.editTitle" : "administration.roles.createTitle")}
      okText={t("administration.save")}
      cancelText={t("administration.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={role ? valuesOf(role) : emptyValues}>
        <Form.Item
          name="name"
          label={t("administration.roles.name")}
          rules={[
            requiredRule(t, "administration.roles.nameRequired"),
            maxLengthRule(t, roleLimits.nameMaxLength),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="permissions"
          label={t("administration.roles.permissions")}
          extra={t("administration.roles.notHeld")}
        >
          <PermissionTree />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The permissions as a form control: a checkbox tree, one branch per area. A permission the
 * signed-in staff member does not hold is greyed out: the server refuses granting it anyway.
 */
function PermissionTree({
  value = [],
  onChange,
}: {
  value?: Permission[];
  onChange?: (value: Permission[]) => void;
}) {
  const { t } = useTranslation();
  const held = new Set(useCurrentUser().data?.permissions);
  const treeData = Object.entries(permissionAreas).map(([area, granted]) => ({
    key: `area:${area}`,
    title: t(`administration.areas.${area}`),
    children: granted.map((permission) => ({
      key: permission,
      title: permissionLabel(t, permission),
      disableCheckbox: !held.has(permission),
    })),
  }));
  return (
    <Tree
      checkable
      defaultExpandAll
      selectable={false}
      treeData={treeData}
      checkedKeys={value}
      onCheck={(keys) => {
        const list = Array.isArray(keys) ? keys : keys.checked;
        onChange?.(list.map(String).filter((key): key is Permission => grantable.has(key)));
      }}
    />
  );
}

const emptyValues: Values = { name: "", permissions: [] };

function valuesOf(role: RoleItem): Values {
  return {
    name: role.name,
    permissions: role.permissions.filter((permission): permission is Permission =>
      grantable.has(permission),
    ),
  };
}
