import { Skeleton } from "antd";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { PageLoading } from "../../../components/PageLoading.tsx";
import { SignInPrompt } from "../../../components/SignInPrompt.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { SinglePage } from "../../content/index.ts";
import { useMySubscription, useSubscriptionCatalogue } from "../api.ts";
import { SubscriptionForm } from "../components/SubscriptionForm.tsx";
import "../subscription.css";

/** The member's subscription once it and the catalogue are loaded. */
function MySubscriptionCard() {
  const { t } = useTranslation();
  const mine = useMySubscription();
  const catalogue = useSubscriptionCatalogue(true);
  const failed = mine.isError ? mine : catalogue.isError ? catalogue : null;
  return (
    <Card>
      <h2 className="subscription-title">{t("subscription.title")}</h2>
      <p className="subscription-muted">{t("subscription.intro")}</p>
      {failed ? (
        <LoadFailure
          title={t("subscription.loadFailed")}
          error={failed.error}
          onRetry={() => {
            void mine.refetch();
            void catalogue.refetch();
          }}
        />
      ) : mine.data && catalogue.data ? (
        <SubscriptionForm subscription={mine.data} catalogue={catalogue.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Card>
  );
}

/**
 * /subscribe: the page staff wrote about subscribing, then the member's own subscription;
 * a visitor is asked to sign in and comes back here.
 */
export function SubscribePage() {
  const { t } = useTranslation();
  const _location = useLocation();
  const signedIn = useAppStore((state) => state.token) !== null;
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <SinglePage />
      </Suspense>
      <div className="page-container page-narrow subscription-below-text">
        {signedIn ? (
          <MySubscriptionCard />
        ) : (
          <SignInPrompt
            title={t("subscription.signInTitle")}
            description={t("subscription.signInDescription")}
          />
        )}
      </div>
    </>
  );
}
