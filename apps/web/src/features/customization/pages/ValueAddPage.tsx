import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { PageLoading } from "../../../components/PageLoading.tsx";
import { SignInPrompt } from "../../../components/SignInPrompt.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { SinglePage } from "../../content/index.ts";
import { CustomizationForm } from "../components/CustomizationForm.tsx";
import { MyCustomizationList } from "../components/MyCustomizationList.tsx";
import "../customization.css";

/**
 * /valueadd: the value-added services as staff wrote them, then the private customization
 * request form and the member's own requests. A visitor is asked to sign in and comes back here.
 */
export function ValueAddPage() {
  const { t } = useTranslation();
  const _location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppStore((state) => state.token) !== null;

  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <SinglePage />
      </Suspense>
      <div className="page-container">
        {signedIn ? (
          <div className="customization-layout">
            <Card>
              <h2 className="customization-card-title">{t("customization.valueAdd.formTitle")}</h2>
              <p className="customization-muted">{t("customization.valueAdd.formIntro")}</p>
              <CustomizationForm onSent={(id) => navigate(`/valueadd/request/${id}`)} />
            </Card>
            <Card>
              <h2 className="customization-card-title">{t("customization.valueAdd.mineTitle")}</h2>
              <MyCustomizationList />
            </Card>
          </div>
        ) : (
          <SignInPrompt
            title={t("customization.valueAdd.signInTitle")}
            description={t("customization.valueAdd.signInDescription")}
          />
        )}
      </div>
    </>
  );
}
