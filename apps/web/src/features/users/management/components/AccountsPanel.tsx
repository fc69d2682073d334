import {
  formatDate,
  type ManageUserRow,
  permissions,
  type UserStatus,
  userStatuses,
} from "@portal/shared";
import { Input, Select, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ListOrFailure,
} from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import type { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { useCurrentUser } from "../../../account/index.ts";
import {
  type UserFilters,
  useHonoraryTitles,
  useManagedUsers,
  useRoles,
  useUserAction,
} from "../../api.ts";
import { roleLabel, roleNamedByStaff } from "../../permission-label.ts";
import { AccountMoreActions } from "./AccountMoreActions.tsx";
import { UserFormModal } from "./UserFormModal.tsx";

const statusColors: Record<UserStatus, string> = {
  active: "green",
  locked: "orange",
  deleted: "default",
};

/** The searchable, paged account table with its actions; the page's "new" opens `form`. */
export function AccountsPanel({ form }: { form: ReturnType<typeof useEditing<number | null>> }) {
  const { t } = useTranslation();
  const listState = useListState<UserFilters>({});
  const { filters } = listState;
  const users = useManagedUsers({
    ...filters,
    page: listState.page,
    pageSize: listState.pageSize,
  });
  const roles = useRoles();
  const titles = useHonoraryTitles();
  const action = useUserAction();
  const held = useCurrentUser().data?.permissions ?? [];
  const abilities = {
    certify: held.includes(permissions.userCertify),
    manage: held.includes(permissions.userManage),
  };
  const titleById = new Map((titles.data ?? []).map((title) => [title.id, title]));
  const filter = (changes: Partial<UserFilters>) =>
    listState.setFilters({ ...filters, ...changes });

  /** The title the account shows beside its name: engineer first, else its honorary title. */
  function titleOf(row: ManageUserRow) {
    if (row.isEngineer) return <Tag color="blue">{t("users.accounts.engineer")}</Tag>;
    const honorary = row.honoraryTitleId === null ? undefined : titleById.get(row.honoraryTitleId);
    if (!honorary) return null;
    return (
      <Tag color="gold" lang={honorary.localization.originalLanguage}>
        {honorary.name}
      </Tag>
    );
  }

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
      // Hidden at first since the title column came: the table then still fits 1366 px.
      choosable: "hidden",
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
      key: "title",
      title: t("users.accounts.memberTitle"),
      width: 130,
      render: (_, row) => titleOf(row),
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
    <ListOrFailure query={users}>
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
                  onEdit={() => form.open(row.id)}
                  removal={{
                    question: t("users.accounts.deleteConfirm", { phone: row.phone }),
                    doneMessage: t("common.management.deleted"),
                    remove: () => action.mutateAsync({ id: row.id, action: "deleteUser" }),
                  }}
                />
                <AccountMoreActions account={row} abilities={abilities} />
              </Space>
            ),
        }}
      />
      {form.editing ? (
        <UserFormModal key={form.editing.key} userId={form.editing.target} onClosed={form.close} />
      ) : null}
    </ListOrFailure>
  );
}
