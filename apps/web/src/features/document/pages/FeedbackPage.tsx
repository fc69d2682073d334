import { LoginOutlined } from "@ant-design/icons";
import { Button, Card, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { useAppStore } from "../../../lib/app-store.ts";
import { loginPathFor } from "../../../lib/redirect.ts";
import { FeedbackForm } from "../components/FeedbackForm.tsx";
import { MyFeedbackList } from "../components/MyFeedbackList.tsx";
import "./feedback.css";

function requestedDocumentId(params: URLSearchParams): number | null {
  const value = Number(params.get("documentId"));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * /product/feedback: a signed-in user reports a problem with a document (`?documentId=` picks
 * it) and follows their reports. A visitor is asked to sign in and comes back here.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const signedIn = useAppStore((state) => state.token) !== null;
  const documentId = requestedDocumentId(params);

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
        <Card>
          <Result
            icon={<LoginOutlined aria-hidden />}
            title={t("document.feedback.signInTitle")}
            subTitle={t("document.feedback.signInDescription")}
            extra={
              <Button
                type="primary"
                href={`#${loginPathFor(`${location.pathname}${location.search}`)}`}
              >
                {t("common.signIn")}
              </Button>
            }
          />
        </Card>
      )}
    </div>
  );
}
