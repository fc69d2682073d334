import type {
  AuditRecord,
  EditableDictionaryType,
  ManageDictEntry,
  ManageUserRow,
  MenuPage,
  Page,
  ParameterRow,
  ParameterType,
  RoleInput,
  RoleItem,
  SiteInfo,
  UserStatus,
  WhitelistEntryRow,
  WhitelistMemberRow,
  WhitelistUserCandidate,
} from "@portal/shared";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
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
  whitelistMembers: (query: { entryId: number } & Paging) =>
    ["administration", "whitelist-members", query] as const,
  whitelistCandidates: (keyword: string) =>
    ["administration", "whitelist-candidates", keyword] as const,
  parameters: () => ["administration", "parameters"] as const,
  dictionary: (type: EditableDictionaryType) => ["administration", "dictionary", type] as const,
};

/** The public face of the parameters; changed by the parameter page, read by every visitor. */
const siteInfoKey = ["site-info"] as const;

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
  whitelistMembers: (query: { entryId: number } & Paging) =>
    queryOptions({
      queryKey: administrationKeys.whitelistMembers(query),
      queryFn: ({ signal }) =>
        http.get<Page<WhitelistMemberRow>>("/api/whitelist/queryMembers", {
          query,
          signal,
          quiet: true,
        }),
      placeholderData: keepPreviousData,
    }),
};

const parameterQueries = {
  /** GET paramConfig/getListAll: every parameter in its sort order (a few dozen at most). */
  all: () =>
    queryOptions({
      queryKey: administrationKeys.parameters(),
      queryFn: ({ signal }) =>
        http.get<ParameterRow[]>("/api/paramConfig/getListAll", { signal, quiet: true }),
    }),
  /** GET common/manageDict: a dictionary's entries, the static ones marked built-in. */
  dictionary: (type: EditableDictionaryType) =>
    queryOptions({
      queryKey: administrationKeys.dictionary(type),
      queryFn: ({ signal }) =>
        http.get<ManageDictEntry[]>("/api/common/manageDict", {
          query: { type },
          signal,
          quiet: true,
        }),
    }),
  whitelistCandidates: (keyword: string) =>
    queryOptions({
      queryKey: administrationKeys.whitelistCandidates(keyword),
      queryFn: ({ signal }) =>
        http.get<WhitelistUserCandidate[]>("/api/whitelist/lookupUsers", {
          query: { keyword },
          signal,
          quiet: true,
        }),
    }),
  siteInfo: (language: string) =>
    queryOptions({
      queryKey: [...siteInfoKey, language],
      queryFn: ({ signal }) =>
        http.get<SiteInfo>("/api/paramConfig/siteInfo", { signal, quiet: true }),
      staleTime: 60_000,
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

/** The members staff linked to a company entry, the latest linked first. */
export function useWhitelistMembers(query: { entryId: number } & Paging) {
  return useQuery(administrationQueries.whitelistMembers(query));
}

export function useParameters() {
  return useQuery(parameterQueries.all());
}

export function useDictionaryEntries(type: EditableDictionaryType, enabled: boolean) {
  return useQuery({ ...parameterQueries.dictionary(type), enabled });
}

/** Accounts the whitelist page may add (masked phones), once something is typed. */
export function useWhitelistCandidates(keyword: string) {
  return useQuery({
    ...parameterQueries.whitelistCandidates(keyword),
    enabled: keyword.length > 0,
  });
}

/** The site's name in the page's language and its contact phone (the public footer). */
export function useSiteInfo() {
  const { i18n } = useTranslation();
  return useQuery(parameterQueries.siteInfo(i18n.language));
}

function invalidateAdministration(queryClient: QueryClient) {
  // The site's name and phone are parameters: the footer reads them again too.
  void queryClient.invalidateQueries({ queryKey: siteInfoKey });
  // The dictionary page's lists are shared with every form that offers areas and fields.
  void queryClient.invalidateQueries({ queryKey: ["common", "dict"] });
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
  company?: string;
  validUntil: string | null;
  note: string | null;
};

export function useSaveWhitelistEntry() {
  return useAdministrationMutation((save: VersionedSave<WhitelistFormInput>) => {
    const { userId: _fixed, company: _named, ...changes } = save.input;
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

/** Links accounts to a company entry; answers how many were not linked before. */
export function useAddWhitelistMembers() {
  return useAdministrationMutation((input: { entryId: number; userIds: number[] }) =>
    http.post<{ added: number }>("/api/whitelist/addMembers", input),
  );
}

export function useRemoveWhitelistMember() {
  return useAdministrationMutation((input: { entryId: number; userId: number }) =>
    http.post<null>("/api/whitelist/removeMember", input),
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

export type ParameterFormInput = {
  key?: string;
  type?: ParameterType;
  value: unknown;
  description: string;
  sort: number;
};

export function useSaveParameter() {
  return useAdministrationMutation((save: VersionedSave<ParameterFormInput>) => {
    const { key: _fixedKey, type: _fixedType, ...changes } = save.input;
    return saveVersioned(
      { addPath: "/api/paramConfig/add", updatePath: "/api/paramConfig/edit" },
      save,
      save.input,
      changes,
    );
  });
}

export function useDeleteParameter() {
  return useAdministrationMutation((id: number) =>
    http.post<null>("/api/paramConfig/delete", { id }),
  );
}

export function useSortParameters() {
  return useAdministrationMutation((items: { id: number; sort: number }[]) =>
    http.post<null>("/api/paramConfig/editSort", { items }),
  );
}

export type DictionaryFormInput = {
  type: EditableDictionaryType;
  id: number;
  name: string;
  nameEn?: string;
};

export function useSaveDictionaryEntry() {
  return useAdministrationMutation(
    ({ input, version }: { input: DictionaryFormInput; version: number | null }) =>
      version === null
        ? http.post<unknown>("/api/common/addDict", input, { fieldErrorsInForm: true })
        : http.post<unknown>(
            "/api/common/editDict",
            { ...input, version },
            { fieldErrorsInForm: true },
          ),
  );
}

export function useDeleteDictionaryEntry() {
  return useAdministrationMutation((entry: { type: EditableDictionaryType; id: number }) =>
    http.post<null>("/api/common/deleteDict", entry),
  );
}

/** GET whitelist/download-import-template: saves the .xlsx template. */
export function downloadWhitelistImportTemplate() {
  return http.download("/api/whitelist/download-import-template", {
    fallbackName: "whitelist-import-template.xlsx",
  });
}

/** POST whitelist/batch-import (multipart `file`) with progress; quiet: the dialog lists bad rows. */
export function useImportWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append("file", file);
      return http.upload<{ imported: number }>("/api/whitelist/batch-import", form, {
        onProgress,
        quiet: true,
      });
    },
    onSuccess: () => invalidateAdministration(queryClient),
  });
}
