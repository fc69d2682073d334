import { permissions } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard.tsx";
import { SignInForm } from "../../components/SignInForm.tsx";
import { useManagementLogin } from "../../features/account/index.ts";
import { showError, showSuccess } from "../../lib/feedback.ts";
import { sanitizeRedirect } from "../../lib/redirect.ts";
import { managementLandingPath } from "./management-menu.ts";

/** /server/login: staff sign-in, separate from the user login; lands in the management area. */
export function ManagementLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useManagementLogin();
  const requested = sanitizeRedirect(params.get("redirect"), "");

  return (
    <AuthCard
      title={t("routes.serverLogin")}
      subtitle={t("management.subtitle")}
      footer={<Link to="/home">{t("management.backToSite")}</Link>}
    >
      <SignInForm
        submitLabel={t("account.login.submit")}
        accountLabel={t("management.loginAccount")}
        accountPlaceholder={t("management.loginAccountPlaceholder")}
        submit={async (body) => {
          const result = await login.mutateAsync(body);
          if (!result.permissions.includes(permissions.managementAccess)) {
            showError(t("management.noAccess"));
            return;
          }
          showSuccess(t("account.login.success"));
          // The chat console (/im) is the one staff page outside /server.
          const target =
            requested.startsWith("/server/") || requested === "/im"
              ? requested
              : managementLandingPath(result.permissions);
          navigate(target, { replace: true });
        }}
      />
    </AuthCard>
  );
}
