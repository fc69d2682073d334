import { UploadOutlined } from "@ant-design/icons";
import {
  formatDate,
  type ManageUserRow,
  type UserStatus,
  userImportLimits,
  userStatuses,
} from "@portal/shared";
import { Button, Input, Select, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ManagementListPage,
} from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import {
  downloadUserImportTemplate,
  type UserFilters,
  useImportUsers,
  useManagedUsers,
  useRoles,
  useUserAction,
} from "../../api.ts";
import { roleLabel, roleNamedByStaff } from "../../permission-label.ts";
import { AccountMoreActions } from "../components/AccountMoreActions.tsx";
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
  const listState = useListState<UserFilters>({});
  const { filters } = listState;
  const users = useManagedUsers({
    ...filters,
    page: listState.page,
    pageSize: listState.pageSize,
  });
  const roles = useRoles();
  const action = useUserAction();
  const { editing, open, close } = useEditing<number | null>();
  const [importing, setImporting] = useState(false);
  const importUsers = useImportUsers();
  const filter = (changes: Partial<UserFilters>) =>
    listState.setFilters({ ...filters, ...changes });

  const columns: ManagementColumn<ManageUserRow>[] = [
    {
      key: "phone",
      title: t("users.accounts.phone"),
      width: 130,
      render: (_, row) => <CutText text={row.phone} />,
    },
    {
      key: "nickname",
      title: t("users.accounts.nickname"),
      render: (_, row) => <CutText text={row.nickname} userContent />,
    },
    {
      key: "email",
      title: t("users.accounts.email"),
      render: (_, row) => <CutText text={row.email} />,
    },
    {
      key: "company",
      title: t("users.accounts.company"),
      render: (_, row) => <CutText text={row.company} userContent />,
    },
    {
      key: "roles",
      title: t("users.accounts.roles"),
      render: (_, row) => (
        <Space size={[4, 4]} wrap>
          {row.roles.map((role) => (
            <Tag key={role.id} data-user-content={roleNamedByStaff(role) || undefined}>
              {roleLabel(t, role)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: "status",
      title: t("users.accounts.status"),
      width: 100,
      render: (_, row) => (
        <Tag color={statusColors[row.status]}>{t(`users.accounts.statuses.${row.status}`)}</Tag>
      ),
    },
    {
      key: "registered",
      title: t("users.accounts.registered"),
      width: 150,
      render: (_, row) => (
        <span className="management-nowrap">{formatDate(row.createdAt, "Y-m-d H:i")}</span>
      ),
    },
  ];

  return (
    <ManagementListPage
      title={t("users.accounts.title")}
      subtitle={t("users.accounts.subtitle")}
      create={{ label: t("users.accounts.create"), onCreate: () => open(null) }}
      actions={
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
          {t("users.import.open")}
        </Button>
      }
      query={users}
      filters={
        <FilterBar label={t("users.accounts.filters")}>
          <KeywordFilter
            label={t("users.accounts.searchPlaceholder")}
            onSearch={(keyword) => filter({ keyword: keyword })}
          />
          <Select
            allowClear
            placeholder={t("users.accounts.allRoles")}
            aria-label={t("users.accounts.roles")}
            options={(roles.data ?? []).map((role) => ({
              value: role.id,
              label: roleLabel(t, role),
            }))}
            onChange={(roleId?: number) => filter({ roleId })}
          />
          <Select
            allowClear
            placeholder={t("users.accounts.allStatuses")}
            aria-label={t("users.accounts.status")}
            options={userStatuses.map((status) => ({
              value: status,
              label: t(`users.accounts.statuses.${status}`),
            }))}
            onChange={(status?: UserStatus) => filter({ status })}
          />
          <Space.Compact>
            <Input
              type="date"
              aria-label={t("users.accounts.registeredFrom")}
              onChange={(event) => filter({ registeredFrom: event.target.value || undefined })}
            />
            <Input
              type="date"
              aria-label={t("users.accounts.registeredTo")}
              onChange={(event) => filter({ registeredTo: event.target.value || undefined })}
            />
          </Space.Compact>
        </FilterBar>
      }
    >
      <ManagementTable<ManageUserRow>
        table="users"
        rowKey="id"
        columns={columns}
        {...listState.tableOf(users)}
        actions={{
          width: 230,
          render: (row) =>
            row.status === "deleted" ? null : (
              <Space size={0}>
                <RowActions
                  onEdit={() => open(row.id)}
                  removal={{
                    question: t("users.accounts.deleteConfirm", { phone: row.phone }),
                    doneMessage: t("common.management.deleted"),
                    remove: () => action.mutateAsync({ id: row.id, action: "deleteUser" }),
                  }}
                />
                <AccountMoreActions account={row} />
              </Space>
            ),
        }}
      />
      {editing ? (
        <UserFormModal key={editing.key} userId={editing.target} onClosed={close} />
      ) : null}
      {importing ? (
        <SheetImportModal
          title={t("users.import.title")}
          hint={t("users.import.hint", { max: userImportLimits.maxRows })}
          doneMessage={(count) => t("users.import.done", { count })}
          downloadTemplate={downloadUserImportTemplate}
          importSheet={importUsers}
          onClosed={() => setImporting(false)}
        />
      ) : null}
    </ManagementListPage>
  );
}
