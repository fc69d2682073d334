import { PlusOutlined } from "@ant-design/icons";
import type { RoleItem } from "@portal/shared";
import { Button, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { useDeleteRole, useRoles } from "../../api.ts";
import { permissionLabel, roleLabel } from "../../permission-label.ts";
import { ListFrame } from "../components/ListFrame.tsx";
import { RoleFormModal } from "../components/RoleFormModal.tsx";

/** /server/roles: the roles, what each grants, and their editor. */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<{ role: RoleItem | null; opening: number } | null>(null);
  const open = (role: RoleItem | null) =>
    setEditing((previous) => ({ role, opening: (previous?.opening ?? 0) + 1 }));

  return (
    <ListFrame
      title={t("administration.roles.title")}
      subtitle={t("administration.roles.subtitle")}
      query={roles}
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
          {t("administration.roles.create")}
        </Button>
      }
    >
      <Table<RoleItem>
        rowKey="id"
        loading={roles.isFetching}
        dataSource={roles.data ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        columns={[
          {
            title: t("administration.roles.name"),
            dataIndex: "name",
            render: (_, role) => (
              <Space>
                {roleLabel(t, role)}
                {role.key ? <Tag>{t("administration.roles.builtIn")}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t("administration.roles.permissions"),
            dataIndex: "permissions",
            render: (granted: string[]) => (
              <Space size={[4, 4]} wrap>
                {granted
                  .filter((permission) => permission !== "management:access")
                  .map((permission) => (
                    <Tag key={permission}>{permissionLabel(t, permission)}</Tag>
                  ))}
              </Space>
            ),
          },
          { title: t("administration.roles.users"), dataIndex: "userCount" },
          {
            title: t("administration.actions"),
            key: "actions",
            render: (_, role) => (
              <Space>
                <Button type="link" onClick={() => open(role)}>
                  {t("administration.edit")}
                </Button>
                {role.key ? null : (
                  <ConfirmDeleteButton
                    question={t("administration.roles.deleteConfirm", { name: roleLabel(t, role) })}
                    onDelete={() => remove.mutateAsync(role.id)}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <RoleFormModal
          key={editing.opening}
          role={editing.role}
          onClosed={() => setEditing(null)}
        />
      ) : null}
    </ListFrame>
  );
}
