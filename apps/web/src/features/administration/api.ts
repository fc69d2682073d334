import type {
  AuditRecord,
  ManageUserRow,
  MenuPage,
  Page,
  RoleInput,
  RoleItem,
  UserStatus,
  WhitelistEntryRow,
} from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { http } from "../../lib/http.ts";

/** Filters of the user table; every one optional. */
export type UserFilters = {
  keyword?: string;
  roleId?: number;
  status?: UserStatus;
  registeredFrom?: string;
  registeredTo?: string;
};

type Paging = { page: number; pageSize: number };

/**
 * Every key of the administration domain starts with "administration": a change marks every
 * view of it stale at once (a role change alters the user table's role names, the menu, the
 * audit log).
 */
const administrationKeys = {
  all: ["administration"] as const,
  menu: () => ["administration", "menu"] as const,
  roles: () => ["administration", "roles"] as const,
  users: (query: UserFilters & Paging) => ["administration", "users", query] as const,
  user: (id: number) => ["administration", "user", id] as const,
  audit: (query: { keyword?: string } & Paging) => ["administration", "audit", query] as const,
  whitelist: (query: { keyword?: string } & Paging) =>
    ["administration", "whitelist", query] as const,
};

const administrationQueries = {
  /** GET menu/list-menu: the signed-in staff member's pages with their badges. */
  menu: () =>
    queryOptions({
      queryKey: administrationKeys.menu(),
      queryFn: ({ signal }) => http.get<MenuPage[]>("/api/menu/list-menu", { signal, quiet: true }),
      refetchInterval: 60_000,
    }),
  roles: () =>
    queryOptions({
      queryKey: administrationKeys.roles(),
      queryFn: ({ signal }) => http.get<RoleItem[]>("/api/role/list", { signal, quiet: true }),
    }),
  users: (query: UserFilters & Paging) =>
    queryOptions({
      queryKey: administrationKeys.users(query),
      queryFn: ({ signal }) =>
        http.get<Page<ManageUserRow>>("/api/userManageController/findManageUserList", {
          query,
          signal,
          quiet: true,
        }),
      placeholderData: keepPreviousData,
    }),
  user: (id: number) =>
    queryOptions({
      queryKey: administrationKeys.user(id),
      queryFn: ({ signal }) =>
        http.get<ManageUserRow>("/api/userManageController/getUserInfo", {
          query: { id },
          signal,
          quiet: true,
        }),
      // The form must start from what is stored now.
      staleTime: 0,
      gcTime: 0,
    }),
  audit: (query: { keyword?: string } & Paging) =>
    queryOptions({
      queryKey: administrationKeys.audit(query),
      queryFn: ({ signal }) =>
        http.get<Page<AuditRecord>>("/api/audit/list", { query, signal, quiet: true }),
      placeholderData: keepPreviousData,
    }),
  whitelist: (query: { keyword?: string } & Paging) =>
    queryOptions({
      queryKey: administrationKeys.whitelist(query),
      queryFn: ({ signal }) =>
        http.get<Page<WhitelistEntryRow>>("/api/whitelist/query", {
          query,
          signal,
          quiet: true,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useManagementMenuPages(enabled: boolean) {
  return useQuery({ ...administrationQueries.menu(), enabled });
}

export function useRoles() {
  return useQuery(administrationQueries.roles());
}

export function useManagedUsers(query: UserFilters & Paging) {
  return useQuery(administrationQueries.users(query));
}

export function useManagedUser(id: number | null) {
  return useQuery({ ...administrationQueries.user(id ?? 0), enabled: id !== null });
}

export function useAuditRecords(query: { keyword?: string } & Paging) {
  return useQuery(administrationQueries.audit(query));
}

export function useWhitelistEntries(query: { keyword?: string } & Paging) {
  return useQuery(administrationQueries.whitelist(query));
}

function invalidateAdministration(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: administrationKeys.all });
}

/** A mutation of the domain: on success every administration view reads the server again. */
function useAdministrationMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateAdministration(queryClient),
  });
}

/** What an edit dialog saves: a new record (id null) or a change to the version it read. */
type VersionedSave<Input> = { id: number | null; version: number | null; input: Input };

/** Posts a new record to `addPath`, or the changes with id and version to `updatePath`. */
function saveVersioned(
  { addPath, updatePath }: { addPath: string; updatePath: string },
  { id, version }: { id: number | null; version: number | null },
  created: object,
  changes: object,
) {
  return id === null
    ? http.post<{ id: number } | null>(addPath, created, { fieldErrorsInForm: true })
    : http.post<{ id: number } | null>(
        updatePath,
        { ...changes, id, version },
        { fieldErrorsInForm: true },
      );
}

export function useSaveRole() {
  return useAdministrationMutation((save: VersionedSave<RoleInput>) =>
    saveVersioned(
      { addPath: "/api/role/add", updatePath: "/api/role/update" },
      save,
      save.input,
      save.input,
    ),
  );
}

export function useDeleteRole() {
  return useAdministrationMutation((id: number) => http.post<null>("/api/role/delete", { id }));
}

export type UserFormInput = {
  phone?: string;
  nickname?: string | null;
  email?: string | null;
  company?: string | null;
  roleIds: number[];
  isEngineer?: boolean;
};

export function useSaveUser() {
  return useAdministrationMutation((save: VersionedSave<UserFormInput>) => {
    const { isEngineer: _notOnCreate, ...created } = save.input;
    const { phone: _fixed, ...changes } = save.input;
    return saveVersioned(
      {
        addPath: "/api/userManageController/addUser",
        updatePath: "/api/userManageController/updateUser",
      },
      save,
      created,
      changes,
    );
  });
}

/** Lock, unlock or delete (soft) an account. */
export function useUserAction() {
  return useAdministrationMutation(
    ({ id, action }: { id: number; action: "lockUser" | "unlockUser" | "deleteUser" }) =>
      http.post<null>(`/api/userManageController/${action}`, { id }),
  );
}

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (id: number) => http.post<null>("/api/userManageController/resetPassword", { id }),
  });
}

export type WhitelistFormInput = {
  userId?: number;
  validUntil: string | null;
  note: string | null;
};

export function useSaveWhitelistEntry() {
  return useAdministrationMutation((save: VersionedSave<WhitelistFormInput>) => {
    const { userId: _fixed, ...changes } = save.input;
    return saveVersioned(
      { addPath: "/api/whitelist/save", updatePath: "/api/whitelist/update" },
      save,
      save.input,
      changes,
    );
  });
}

export function useDeleteWhitelistEntry() {
  return useAdministrationMutation((id: number) =>
    http.post<null>("/api/whitelist/delete", { id }),
  );
}

/** GET download-import-user-template: saves the .xlsx template. */
export function downloadUserImportTemplate() {
  return http.download("/api/userManageController/download-import-user-template", {
    fallbackName: "user-import-template.xlsx",
  });
}

/** POST batch-import-user (multipart `file`) with progress; quiet: the dialog lists the bad rows. */
export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append("file", file);
      return http.upload<{ imported: number }>(
        "/api/userManageController/batch-import-user",
        form,
        {
          onProgress,
          quiet: true,
        },
      );
    },
    onSuccess: () => invalidateAdministration(queryClient),
  });
}
