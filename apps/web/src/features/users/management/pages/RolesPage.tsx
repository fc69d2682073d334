import type { RoleItem } from "@portal/shared";
import { Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { ManagementListPage } from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useDeleteRole, useRoles } from "../../api.ts";
import { permissionLabel, roleLabel, roleNamedByStaff } from "../../permission-label.ts";
import { RoleFormModal } from "../components/RoleFormModal.tsx";

/** /server/roles: the roles, what each grants, and their editor. */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const remove = useDeleteRole();
  const { editing, open, close } = useEditing<RoleItem | null>();

  const columns: ManagementColumn<RoleItem>[] = [
    {
      key: "name",
      title: t("users.roles.name"),
      width: 200,
      render: (_, role) => (
        <Space size={4}>
          <CutText text={roleLabel(t, role)} userContent={roleNamedByStaff(role)} />
          {role.key ? <Tag>{t("users.roles.builtIn")}</Tag> : null}
        </Space>
      ),
    },
    {
      key: "permissions",
      title: t("users.roles.permissions"),
      render: (_, role) => (
        <Space size={[4, 4]} wrap>
          {role.permissions
            .filter((permission) => permission !== "management:access")
            .map((permission) => (
              <Tag key={permission}>{permissionLabel(t, permission)}</Tag>
            ))}
        </Space>
      ),
    },
    {
      key: "users",
      title: t("users.roles.users"),
      width: 90,
      align: "right",
      render: (_, role) => role.userCount,
    },
  ];

  return (
    <ManagementListPage
      title={t("users.roles.title")}
      subtitle={t("users.roles.subtitle")}
      create={{ label: t("users.roles.create"), onCreate: () => open(null) }}
      query={roles}
    >
      <ManagementTable<RoleItem>
        table="roles"
        rowKey="id"
        columns={columns}
        rows={roles.data ?? []}
        loading={roles.isFetching}
        actions={{
          width: 170,
          render: (role) => (
            <RowActions
              onEdit={() => open(role)}
              // A built-in role is the seed's: it may be changed, never deleted.
              removal={
                role.key
                  ? undefined
                  : {
                      question: t("users.roles.deleteConfirm", { name: roleLabel(t, role) }),
                      doneMessage: t("common.management.deleted"),
                      remove: () => remove.mutateAsync(role.id),
                    }
              }
            />
          ),
        }}
      />
      {editing ? <RoleFormModal key={editing.key} role={editing.target} onClosed={close} /> : null}
    </ManagementListPage>
  );
}
