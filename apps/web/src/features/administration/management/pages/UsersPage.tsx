import { PlusOutlined, UploadOutlined } from "@ant-design/icons";
import {
  formatDate,
  type ManageUserRow,
  type UserStatus,
  userImportLimits,
  userStatuses,
} from "@portal/shared";
import { Button, Input, Popconfirm, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { showSuccess } from "../../../../lib/feedback.ts";
import {
  downloadUserImportTemplate,
  type UserFilters,
  useImportUsers,
  useManagedUsers,
  useRoles,
  useSendPasswordReset,
  useUserAction,
} from "../../api.ts";
import { roleLabel } from "../../permission-label.ts";
import { KeywordSearch } from "../components/KeywordSearch.tsx";
import { ListFrame } from "../components/ListFrame.tsx";
import { usePagedTable } from "../components/paged-table.ts";
import { SheetImportModal } from "../components/SheetImportModal.tsx";
import { UserFormModal } from "../components/UserFormModal.tsx";

const statusColors: Record<UserStatus, string> = {
  active: "green",
  locked: "orange",
  deleted: "default",
};

/** /server/users: the searchable, paged account table with its actions. */
export function UsersPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<UserFilters>({});
  const paging = usePagedTable();
  const { page, pageSize } = paging;
  const users = useManagedUsers({ ...filters, page, pageSize });
  const roles = useRoles();
  const action = useUserAction();
  const reset = useSendPasswordReset();
  const [editing, setEditing] = useState<{ id: number | null; opening: number } | null>(null);
  const [importing, setImporting] = useState(false);
  const importUsers = useImportUsers();
  const open = (id: number | null) =>
    setEditing((previous) => ({ id, opening: (previous?.opening ?? 0) + 1 }));
  const filter = (changes: Partial<UserFilters>) => {
    setFilters((previous) => ({ ...previous, ...changes }));
    paging.restart();
  };

  async function run(row: ManageUserRow, path: "lockUser" | "unlockUser") {
    await action.mutateAsync({ id: row.id, action: path });
    showSuccess(t(`administration.users.${path === "lockUser" ? "locked" : "unlocked"}`));
  }

  return (
    <ListFrame
      title={t("administration.users.title")}
      subtitle={t("administration.users.subtitle")}
      query={users}
      actions={
        <Space wrap>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
            {t("administration.import.open")}
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
            {t("administration.users.create")}
          </Button>
        </Space>
      }
    >
      <div className="administration-filters">
        <KeywordSearch
          placeholder={t("administration.searchPlaceholder")}
          onSearch={(keyword) => filter({ keyword })}
        />
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t("administration.users.allRoles")}
          aria-label={t("administration.users.roles")}
          options={(roles.data ?? []).map((role) => ({
            value: role.id,
            label: roleLabel(t, role),
          }))}
          onChange={(roleId?: number) => filter({ roleId })}
        />
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t("administration.users.allStatuses")}
          aria-label={t("administration.users.status")}
          options={userStatuses.map((status) => ({
            value: status,
            label: t(`administration.users.statuses.${status}`),
          }))}
          onChange={(status?: UserStatus) => filter({ status })}
        />
        <Space.Compact>
          <Input
            type="date"
            aria-label={t("administration.users.registeredBetween")}
            onChange={(event) => filter({ registeredFrom: event.target.value || undefined })}
          />
          <Input
            type="date"
            aria-label={t("administration.users.registeredBetween")}
            onChange={(event) => filter({ registeredTo: event.target.value || undefined })}
          />
        </Space.Compact>
      </div>
      <Table<ManageUserRow>
        rowKey="id"
        loading={users.isFetching}
        dataSource={users.data?.list ?? []}
        scroll={{ x: "max-content" }}
        pagination={paging.settings(users.data?.total)}
        columns={[
          { title: t("administration.users.phone"), dataIndex: "phone" },
          { title: t("administration.users.nickname"), dataIndex: "nickname" },
          { title: t("administration.users.email"), dataIndex: "email" },
          { title: t("administration.users.company"), dataIndex: "company" },
          {
            title: t("administration.users.roles"),
            dataIndex: "roles",
            render: (held: ManageUserRow["roles"]) => (
              <Space size={[4, 4]} wrap>
                {held.map((role) => (
                  <Tag key={role.id}>{roleLabel(t, role)}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t("administration.users.status"),
            dataIndex: "status",
            render: (status: UserStatus) => (
              <Tag color={statusColors[status]}>{t(`administration.users.statuses.${status}`)}</Tag>
            ),
          },
          {
            title: t("administration.users.registered"),
            dataIndex: "createdAt",
            render: (at: string) => formatDate(at, "Y-m-d H:i"),
          },
          {
            title: t("administration.actions"),
            key: "actions",
            render: (_, row) =>
              row.status === "deleted" ? null : (
                <Space size={0} wrap>
                  <Button type="link" onClick={() => open(row.id)}>
                    {t("administration.edit")}
                  </Button>
                  {row.status === "locked" ? (
                    <Button type="link" onClick={() => void run(row, "unlockUser")}>
                      {t("administration.users.unlock")}
                    </Button>
                  ) : (
                    <Popconfirm
                      title={t("administration.users.lockConfirm", { phone: row.phone })}
                      okText={t("administration.users.lock")}
                      cancelText={t("administration.cancel")}
                      onConfirm={() => run(row, "lockUser")}
                    >
                      <Button type="link">{t("administration.users.lock")}</Button>
                    </Popconfirm>
                  )}
                  <Popconfirm
                    title={t("administration.users.resetConfirm", { phone: row.phone })}
                    okText={t("administration.users.resetPassword")}
                    cancelText={t("administration.cancel")}
                    onConfirm={async () => {
                      await reset.mutateAsync(row.id);
                      showSuccess(t("administration.users.resetSent"));
                    }}
                  >
                    <Button type="link">{t("administration.users.resetPassword")}</Button>
                  </Popconfirm>
                  <ConfirmDeleteButton
                    question={t("administration.users.deleteConfirm", { phone: row.phone })}
                    onDelete={() => action.mutateAsync({ id: row.id, action: "deleteUser" })}
                  />
                </Space>
              ),
          },
        ]}
      />
      {editing ? (
        <UserFormModal
          key={editing.opening}
          userId={editing.id}
          onClosed={() => setEditing(null)}
        />
      ) : null}
      {importing ? (
        <SheetImportModal
          title={t("administration.import.title")}
          hint={t("administration.import.hint", { max: userImportLimits.maxRows })}
          doneMessage={(count) => t("administration.import.done", { count })}
          downloadTemplate={downloadUserImportTemplate}
          importSheet={importUsers}
          onClosed={() => setImporting(false)}
        />
      ) : null}
    </ListFrame>
  );
}
