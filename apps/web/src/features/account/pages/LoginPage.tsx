import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../../components/AuthCard.tsx";
import { SignInForm } from "../../../components/SignInForm.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { sanitizeRedirect } from "../../../lib/redirect.ts";
import { wasSessionLost } from "../../../lib/session.ts";
import { useLogin } from "../api.ts";

/** /login: account (phone, e-mail or nickname) and password, then back to `redirect`. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const sessionLost = params.get("isLose") === "1" || wasSessionLost();
  const redirect = sanitizeRedirect(params.get("redirect"));

  return (
    <AuthCard
      title={t("account.login.title")}
      subtitle={t("account.login.subtitle")}
      footer={
        <>
          {t("account.login.noAccount")}{" "}
          <Link to="/register">{t("account.login.registerNow")}</Link>
        </>
      }
    >
      {sessionLost ? (
        <Alert
          type="warning"
          showIcon
          title={t("account.login.sessionLost")}
          className="form-alert"
          data-testid="session-lost"
        />
      ) : null}
      <SignInForm
        submitLabel={t("account.login.submit")}
        accountLabel={t("account.login.account")}
        accountPlaceholder={t("account.login.accountPlaceholder")}
        submit={async (body) => {
          await login.mutateAsync(body);
          showSuccess(t("account.login.success"));
          navigate(redirect, { replace: true });
        }}
        extra={
          <div className="form-links">
            <Link to="/resetpwd">{t("account.login.forgot")}</Link>
          </div>
        }
      />
    </AuthCard>
  );
}
