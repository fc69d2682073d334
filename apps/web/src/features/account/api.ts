import {
  areaDictionary,
  type CurrentUser,
  fieldDictionary,
  type LoginBody,
  type LoginResult,
  type ManagementLoginResult,
  type ModifyPasswordBody,
  type OwnUser,
  permissions,
  type RegisterBody,
  type ResetPasswordBody,
  type SendCodeResult,
  type UpdateProfileBody,
} from "@portal/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";
import { endSession, startSession } from "../../lib/session.ts";

/** An entry of a dictionary (areas, fields). */
export type DictionaryEntry = {
  id: number;
  name: string;
  nameEn: string | null;
  nameTw?: string | null;
};
export type DictionaryType = "area" | "field";

/** The lists as shipped, shown until the server's (which may have more entries) arrives. */
const shippedDictionaries: Record<DictionaryType, readonly DictionaryEntry[]> = {
  area: areaDictionary,
  field: fieldDictionary,
};

/**
 * Every key of the account domain starts with "account" (a sign-out forgets them all); the
 * dictionaries are common to every form that offers them.
 */
const accountKeys = {
  all: ["account"] as const,
  current: (token: string | null) => ["account", "current", token] as const,
  /** The personal page's profiles (the community feature's keys are built on these). */
  publicUsers: ["account", "user"] as const,
  publicUser: (id: number) => ["account", "user", id] as const,
  dictionary: (type: DictionaryType) => ["common", "dict", type] as const,
};

/** The reads of the account domain, one key and one call each. */
const accountQueries = {
  /**
   * GET /api/user/getUserId: who is signed in. A stale or revoked token is dropped quietly:
   * this runs in the header of public pages, where a visitor must not be sent to sign in.
   */
  current: (token: string | null) =>
    queryOptions({
      queryKey: accountKeys.current(token),
      queryFn: ({ signal }) =>
        http.get<CurrentUser>("/api/user/getUserId", {
          signal,
          quiet: true,
          onUnauthorized: "forget",
        }),
      staleTime: 60_000,
    }),
  /**
   * GET /api/common/dict?type=: areas or fields. They rarely change; the lists as shipped are
   * shown until the server's arrives.
   */
  dictionary: (type: DictionaryType) =>
    queryOptions<DictionaryEntry[]>({
      queryKey: accountKeys.dictionary(type),
      queryFn: ({ signal }) =>
        http.get<DictionaryEntry[]>("/api/common/dict", { query: { type }, signal }),
      placeholderData: () => [...shippedDictionaries[type]],
      staleTime: 60 * 60 * 1000,
    }),
};

export function useCurrentUser() {
  const token = useAppStore((state) => state.token);
  return useQuery({ ...accountQueries.current(token), enabled: token !== null });
}

/**
 * GET /api/user/getUserId with a token that is not (yet) this browser's session: a staff
 * link that carries one. Quiet, and a 401 changes nothing: an unknown token is as none.
 */
export function userOfToken(token: string, signal?: AbortSignal): Promise<CurrentUser> {
  return http.get<CurrentUser>("/api/user/getUserId", {
    token,
    quiet: true,
    onUnauthorized: "none",
    signal,
  });
}

/** POST /api/user/logincom: user sign-in. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      http.post<LoginResult>("/api/user/logincom", body, {
        onUnauthorized: "none",
        fieldErrorsInForm: true,
      }),
    onSuccess: (result) => startSession({ token: result.token, userId: result.user.id }),
  });
}

/** POST /api/user/gylad: staff sign-in; the session is kept only with management access. */
export function useManagementLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      http.post<ManagementLoginResult>("/api/user/gylad", body, {
        onUnauthorized: "none",
        fieldErrorsInForm: true,
      }),
    onSuccess: (result) => {
      if (result.permissions.includes(permissions.managementAccess)) {
        startSession({ token: result.token, userId: result.user.id, management: true });
      }
    },
  });
}

/** POST /api/user/register: creates the account and signs it in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      http.post<LoginResult>("/api/user/register", body, {
        onUnauthorized: "none",
        fieldErrorsInForm: true,
      }),
    onSuccess: (result) => startSession({ token: result.token, userId: result.user.id }),
  });
}

/** POST /api/validate/sendCodeRegister. */
export function useSendRegisterCode() {
  return useMutation({
    mutationFn: (phone: string) =>
      http.post<SendCodeResult>("/api/validate/sendCodeRegister", { phone }),
  });
}

/** POST /api/validate/sendCodeReset. */
export function useSendResetCode() {
  return useMutation({
    mutationFn: (phone: string) =>
      http.post<SendCodeResult>("/api/validate/sendCodeReset", { phone }),
  });
}

/** POST /api/user/resetPwd. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      http.post<unknown>("/api/user/resetPwd", body, {
        onUnauthorized: "none",
        fieldErrorsInForm: true,
      }),
  });
}

/** POST /api/user/modifyPassword. */
export function useModifyPassword() {
  return useMutation({
    mutationFn: (body: ModifyPasswordBody) =>
      http.post<unknown>("/api/user/modifyPassword", body, { fieldErrorsInForm: true }),
  });
}

/** POST /api/user/userUpdateInfo: answers the updated user, which refreshes the cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.token);
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      http.post<OwnUser>("/api/user/userUpdateInfo", body, { fieldErrorsInForm: true }),
    onSuccess: (user) => {
      queryClient.setQueryData<CurrentUser>(accountKeys.current(token), (previous) =>
        previous ? { ...previous, user } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.publicUser(user.id) });
    },
  });
}

/**
 * POST /api/common/uploadAvatar (multipart `file`), reporting progress. The server stores
 * the image as the user's avatar at once, so the cached user takes the new URL.
 */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.token);
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append("file", file);
      return http.upload<{ url: string }>("/api/common/uploadAvatar", form, { onProgress });
    },
    onSuccess: ({ url }) => {
      queryClient.setQueryData<CurrentUser>(accountKeys.current(token), (previous) =>
        previous ? { ...previous, user: { ...previous.user, avatarUrl: url } } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.publicUsers });
    },
  });
}

export function useDictionary(type: DictionaryType) {
  return useQuery(accountQueries.dictionary(type));
}

/** POST /api/user/logout, then forget the session here whatever the server said. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.post<unknown>("/api/user/logout", {}, { quiet: true, onUnauthorized: "none" }),
    onSettled: () => {
      endSession("signOut");
      queryClient.removeQueries({ queryKey: accountKeys.all });
    },
  });
}
