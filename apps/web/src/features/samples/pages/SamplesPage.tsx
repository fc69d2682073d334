import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { SignInPrompt } from "../../../components/SignInPrompt.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { positiveIntegerParam } from "../../../lib/url-params.ts";
import { MySampleApplications } from "../components/MySampleApplications.tsx";
import { SampleApplicationForm } from "../components/SampleApplicationForm.tsx";
import "./samples-page.css";

/**
 * /samples: a signed-in member applies for samples of a product (`?productId=` from the product
 * page preselects it) and follows their applications. A visitor is asked to sign in first and
 * comes back here.
 */
export function SamplesPage() {
  const { t } = useTranslation();
  const _location = useLocation();
  const [params] = useSearchParams();
  const signedIn = useAppStore((state) => state.token) !== null;
  const productId = positiveIntegerParam(params.get("productId"));

  return (
    <div className="page-container">
      <h1 className="page-title">{t("samples.title")}</h1>
      <p className="page-subtitle">{t("samples.subtitle")}</p>
      {signedIn ? (
        <div className="samples-layout">
          <Card>
            <h2 className="samples-card-title">{t("samples.form.title")}</h2>
            <SampleApplicationForm key={productId ?? 0} productId={productId} />
          </Card>
          <Card>
            <h2 className="samples-card-title">{t("samples.mine.title")}</h2>
            <MySampleApplications />
          </Card>
        </div>
      ) : (
        <SignInPrompt
          title={t("samples.signInTitle")}
          description={t("samples.signInDescription")}
        />
      )}
    </div>
  );
}
