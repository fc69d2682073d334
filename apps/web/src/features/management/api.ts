import { type LoginBody, type ManagementLoginResult, permissions } from "@portal/shared";
import { useMutation } from "@tanstack/react-query";
import { http } from "../../lib/http.ts";
import { startSession } from "../../lib/session.ts";

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
