import { subscriptionLimits } from "@portal/shared";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { HttpError } from "../../../lib/http.ts";
import { useUnsubscribeByToken } from "../api.ts";
import "../subscription.css";

const tokenShape = new RegExp(`^[0-9a-f]{${subscriptionLimits.tokenLength}}$`);

/**
 * /subscribe/unsubscribe?token=: the e-mail's link. One click unsubscribes from everything with
 * no sign-in; the click is asked for, so a mail scanner opening the link unsubscribes nobody.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const unsubscribe = useUnsubscribeByToken();
  const linkInvalid =
    !tokenShape.test(token) ||
    (unsubscribe.error instanceof HttpError && unsubscribe.error.status === 404);
  const toSubscribe = (
    <Button type="primary">
      <Link to="/subscribe">{t("subscription.unsubscribe.backToSubscribe")}</Link>
    </Button>
  );

  return (
    <div className="page-container page-narrow">
      <Card>
        {linkInvalid ? (
          <Result
            status="warning"
            title={
              <h1 className="unsubscribe-title">{t("subscription.unsubscribe.invalidTitle")}</h1>
            }
            subTitle={t("subscription.unsubscribe.invalidDescription")}
            extra={toSubscribe}
          />
        ) : unsubscribe.isSuccess ? (
          <Result
            status="success"
            title={<h1 className="unsubscribe-title">{t("subscription.unsubscribe.done")}</h1>}
            subTitle={t("subscription.unsubscribe.doneDescription")}
            extra={toSubscribe}
          />
        ) : (
          <Result
            status={unsubscribe.isError ? "error" : "info"}
            title={
              <h1 className="unsubscribe-title">
                {unsubscribe.isError
                  ? t("subscription.unsubscribe.failed")
                  : t("subscription.unsubscribe.title")}
              </h1>
            }
            subTitle={unsubscribe.error?.message ?? t("subscription.unsubscribe.description")}
            extra={
              <Button
                type="primary"
                danger
                loading={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate(token)}
              >
                {t("subscription.unsubscribe.confirm")}
              </Button>
            }
          />
        )}
      </Card>
    </div>
  );
}
