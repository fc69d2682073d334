import { type Permission, permissionAreas, type RoleItem, roleLimits } from "@portal/shared";
import { Form, Input, Tree } from "antd";
import { useTranslation } from "react-i18next";
import { recordFromList, VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useCurrentUser } from "../../../account/index.ts";
import { useRoles, useSaveRole } from "../../api.ts";
import { permissionLabel } from "../../permission-label.ts";

type Values = { name: string; permissions: Permission[] };

const grantable = new Set<string>(Object.values(permissionAreas).flat());

const emptyValues: Values = { name: "", permissions: [] };

/** The role editor (`role` null: a new role): its name and the permissions it grants. */
export function RoleFormModal({ role, onClosed }: { role: RoleItem | null; onClosed: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const roles = useRoles();
  const save = useSaveRole();

  return (
    <VersionedForm<Values, RoleItem>
      title={t(role ? "users.roles.editTitle" : "users.roles.createTitle")}
      form={form}
      record={
        role
          ? recordFromList(roles, role, (list) => list.find((entry) => entry.id === role.id))
          : null
      }
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          id: role?.id ?? null,
          version,
          input: { name: values.name, permissions: values.permissions },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={stored ? valuesOf(stored) : emptyValues}>
          <Form.Item
            name="name"
            label={t("users.roles.name")}
            rules={[
              requiredRule(t, "users.roles.nameRequired"),
              maxLengthRule(t, roleLimits.nameMaxLength),
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="permissions"
            label={t("users.roles.permissions")}
            extra={t("users.roles.notHeld")}
          >
            <PermissionTree />
          </Form.Item>
        </Form>
      )}
    </VersionedForm>
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
    title: t(`users.areas.${area}`),
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

function valuesOf(role: RoleItem): Values {
  return {
    name: role.name,
    permissions: role.permissions.filter((permission): permission is Permission =>
      grantable.has(permission),
    ),
  };
}
