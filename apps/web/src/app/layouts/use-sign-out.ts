import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLogout } from "../../features/account/index.ts";
import { confirmAction, showSuccess } from "../../lib/feedback.ts";

/** Asks for confirmation, leaves the page, then signs out on the server and here. */
export function useSignOut(landingPath = "/home") {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return () => {
    confirmAction({
      title: t("common.signOutConfirmTitle"),
      content: t("common.signOutConfirmContent"),
      okText: t("common.signOut"),
      cancelText: t("common.cancel"),
      onOk: async () => {
        // The session ends here whatever the server answers; a page that needs one sees
        // that it was a sign-out (not a lost session) and does not ask to sign in again.
        await logout.mutateAsync().catch(() => undefined);
        await navigate(landingPath, { replace: true });
        showSuccess(t("common.signedOut"));
      },
    });
  };
}
