import type {
  HonoraryTitle,
  HonoraryTitleInput,
  ManageUserRow,
  MenuPage,
  PresentPointsInput,
  RoleInput,
  RoleItem,
  UserStatus,
} from "@portal/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import {
  pagedQuery,
  sendVersionedSave,
  useInvalidatingMutation,
  type VersionedSave,
} from "../../lib/mutations.ts";
import { forumKey, resourceKey } from "../../lib/query-keys.ts";
import { auditLogKey } from "../audit/index.ts";

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
 * Every key of the users domain starts with "users": a role change alters the user table's
 * role names and the staff member's own menu, an account change the roles' user counts.
 */
const usersKeys = {
  all: ["users"] as const,
  menu: () => ["users", "menu"] as const,
  roles: () => ["users", "roles"] as const,
  list: (query: UserFilters & Paging) => ["users", "list", query] as const,
  record: (id: number) => ["users", "record", id] as const,
  honoraryTitles: ["users", "honoraryTitles"] as const,
};

const usersQueries = {
  /** GET menu/list-menu: the signed-in staff member's pages with their badges. */
  menu: () =>
    queryOptions({
      queryKey: usersKeys.menu(),
      queryFn: ({ signal }) => http.get<MenuPage[]>("/api/menu/list-menu", { signal, quiet: true }),
      refetchInterval: 60_000,
    }),
  /** GET role/list: every role with its permissions and how many hold it. */
  roles: () =>
    queryOptions({
      queryKey: usersKeys.roles(),
      queryFn: ({ signal }) => http.get<RoleItem[]>("/api/role/list", { signal, quiet: true }),
    }),
  /** GET findManageUserList: one page of the accounts. */
  list: (query: UserFilters & Paging) =>
    pagedQuery<ManageUserRow>(
      usersKeys.list(query),
      "/api/userManageController/findManageUserList",
      query,
    ),
  /** GET getUserInfo: one account as stored now, for its edit form. */
  record: (id: number) =>
    queryOptions({
      queryKey: usersKeys.record(id),
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
  /** GET honoraryTitle/list: every honorary title as written, with holders and languages. */
  honoraryTitles: () =>
    queryOptions({
      queryKey: usersKeys.honoraryTitles,
      queryFn: ({ signal }) =>
        http.get<HonoraryTitle[]>("/api/honoraryTitle/list", { signal, quiet: true }),
    }),
};

export function useManagementMenuPages(enabled: boolean) {
  return useQuery({ ...usersQueries.menu(), enabled });
}

export function useRoles() {
  return useQuery(usersQueries.roles());
}

export function useManagedUsers(query: UserFilters & Paging) {
  return useQuery(usersQueries.list(query));
}

export function useManagedUser(id: number | null) {
  return useQuery({ ...usersQueries.record(id ?? 0), enabled: id !== null });
}

export function useHonoraryTitles() {
  return useQuery(usersQueries.honoraryTitles());
}

/**
 * What a change of roles or accounts changes: every view of users and roles, the menu, the
 * folder grants that name them, and the audit log that records it.
 */
function useUsersMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  return useInvalidatingMutation(send, [usersKeys.all, resourceKey, auditLogKey]);
}

export function useSaveRole() {
  return useUsersMutation(
    sendVersionedSave<RoleInput>({ add: "/api/role/add", update: "/api/role/update" }),
  );
}

export function useDeleteRole() {
  return useUsersMutation((id: number) => http.post<null>("/api/role/delete", { id }));
}

type UserFormInput = {
  phone: string;
  nickname: string | null;
  email: string | null;
  company: string | null;
  roleIds: number[];
};

const sendUserSave = sendVersionedSave<UserFormInput>(
  { add: "/api/userManageController/addUser", update: "/api/userManageController/updateUser" },
  ["phone"],
);

/** Creates an account or saves a change (the phone fixed). */
export function useSaveUser() {
  return useUsersMutation((save: VersionedSave<UserFormInput>) => sendUserSave(save));
}

/** Lock, unlock or delete (soft) an account. */
export function useUserAction() {
  return useUsersMutation(
    ({ id, action }: { id: number; action: "lockUser" | "unlockUser" | "deleteUser" }) =>
      http.post<null>(`/api/userManageController/${action}`, { id }),
  );
}

/** Texts the account a password reset code; nothing shown changes but the audit log. */
export function useSendPasswordReset() {
  return useInvalidatingMutation(
    (id: number) => http.post<null>("/api/userManageController/resetPassword", { id }),
    [auditLogKey],
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
  return useUsersMutation(
    ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append("file", file);
      return http.upload<{ imported: number }>(
        "/api/userManageController/batch-import-user",
        form,
        { onProgress, quiet: true },
      );
    },
  );
}

/**
 * What a change of a member's title changes besides the users views: the forum shows titles
 * beside authors, so its pages read them again.
 */
function useTitleMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  return useInvalidatingMutation(send, [usersKeys.all, auditLogKey, forumKey]);
}

/** Certifies a member as engineer, or withdraws the title (`user:certify`). */
export function useCertifyEngineer() {
  return useTitleMutation(({ userId, certify }: { userId: number; certify: boolean }) =>
    http.post<unknown>(
      certify ? "/api/user/authenticateEngineer" : "/api/user/cancelAuthenticate",
      { userId },
    ),
  );
}

/** Gives a member an honorary title, or takes it away with null. */
export function useSetHonoraryTitle() {
  return useTitleMutation((input: { userId: number; titleId: number | null }) =>
    http.post<null>("/api/user/setHonoraryTitle", input),
  );
}

/** Gives (or, negative, takes) a member's points with the reason they read; answers the balance. */
export function usePresentPoints() {
  return useUsersMutation((input: PresentPointsInput) =>
    http.post<{ balance: number }>("/api/user/systemPresentPoint", input, {
      fieldErrorsInForm: true,
    }),
  );
}

/** The lists that show honorary titles' names, which their versions in other languages change. */
export const honoraryTitleViews = [usersKeys.honoraryTitles, forumKey] as const;

export const honoraryTitleTranslationsKey = (id: number) =>
  [...usersKeys.honoraryTitles, "translations", id] as const;

export function useSaveHonoraryTitle() {
  return useTitleMutation(
    sendVersionedSave<HonoraryTitleInput>({
      add: "/api/honoraryTitle/save",
      update: "/api/honoraryTitle/update",
    }),
  );
}

/** Deletes a title nobody holds; the server refuses (409, its words shown) while members hold it. */
export function useDeleteHonoraryTitle() {
  return useTitleMutation((id: number) => http.post<null>("/api/honoraryTitle/delete", { id }));
}
