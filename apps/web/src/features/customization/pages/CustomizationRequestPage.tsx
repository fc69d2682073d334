import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { HttpError } from "../../../lib/http.ts";
import { useCustomization, useFollowUp } from "../api.ts";
import { CustomizationStateTag } from "../components/CustomizationStateTag.tsx";
import { ReplyForm } from "../components/ReplyForm.tsx";
import { ReplyThread } from "../components/ReplyThread.tsx";
import { RequestDetails } from "../components/RequestDetails.tsx";
import "../customization.css";

function requestIdOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /valueadd/request/:id: the applicant's request, the conversation with staff (each reply also
 * reaches the message centre) and, while it is open, a box to add to it.
 */
export function CustomizationRequestPage() {
  const { t } = useTranslation();
  const id = requestIdOf(useParams().id);
  const request = useCustomization(id);
  const followUp = useFollowUp();

  const back = (
    <Link to="/valueadd">
      <ArrowLeftOutlined aria-hidden /> {t("customization.request.back")}
    </Link>
  );
  const notFound = (
    <Result status="404" title="404" subTitle={t("customization.request.notFound")} extra={back} />
  );

  if (id === null) return <div className="page-container">{notFound}</div>;
  if (request.isPending) {
    return (
      <div className="page-container">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (request.isError) {
    const missing = request.error instanceof HttpError && request.error.status === 404;
    return (
      <div className="page-container">
        {missing ? (
          notFound
        ) : (
          <LoadFailure
            title={t("customization.request.loadFailed")}
            error={request.error}
            onRetry={() => void request.refetch()}
          />
        )}
      </div>
    );
  }
  const shown = request.data;

  return (
    <div className="page-container">
      {back}
      <div className="customization-request-head">
        <h1 className="page-title" data-user-content>
          {shown.moduleModel} · {shown.company}
        </h1>
        <CustomizationStateTag state={shown.state} />
      </div>
      <Card title={t("customization.request.details")}>
        <RequestDetails request={shown} />
      </Card>
      <Card title={t("customization.request.thread")} className="customization-section">
        <ReplyThread request={shown} viewer="applicant" />
      </Card>
      <Card className="customization-section">
        {shown.state === "closed" ? (
          <Alert type="info" showIcon title={t("customization.request.closedNote")} />
        ) : (
          <ReplyForm
            label={t("customization.request.followUpTitle")}
            placeholder={t("customization.request.followUpPlaceholder")}
            requiredKey="customization.request.followUpRequired"
            submitLabel={t("customization.request.send")}
            doneMessage={t("customization.request.sent")}
            sending={followUp.isPending}
            send={(input) => followUp.mutateAsync({ id: shown.id, ...input })}
          />
        )}
      </Card>
    </div>
  );
}
