import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { SignInPrompt } from "../../../components/SignInPrompt.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { positiveIntegerParam } from "../../../lib/url-params.ts";
import { FeedbackForm } from "../components/FeedbackForm.tsx";
import { MyFeedbackList } from "../components/MyFeedbackList.tsx";
import "./feedback.css";

/**
 * /product/feedback: a signed-in user reports a problem with a document (`?documentId=` picks
 * it) and follows their reports. A visitor is asked to sign in and comes back here.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const _location = useLocation();
  const [params] = useSearchParams();
  const signedIn = useAppStore((state) => state.token) !== null;
  const documentId = positiveIntegerParam(params.get("documentId"));

  return (
    <div className="page-container">
      <h1 className="page-title">{t("document.feedback.title")}</h1>
      <p className="page-subtitle">{t("document.feedback.subtitle")}</p>
      {signedIn ? (
        <div className="feedback-layout">
          <Card>
            <h2 className="feedback-card-title">{t("document.feedback.formTitle")}</h2>
            <FeedbackForm key={documentId ?? 0} documentId={documentId} />
          </Card>
          <Card>
            <h2 className="feedback-card-title">{t("document.feedback.mineTitle")}</h2>
            <MyFeedbackList />
          </Card>
        </div>
      ) : (
        <SignInPrompt
          title={t("document.feedback.signInTitle")}
          description={t("document.feedback.signInDescription")}
        />
      )}
    </div>
  );
}
