import { LoginOutlined } from "@ant-design/icons";
import {
  documentLimits,
  type FeedbackItem,
  type FeedbackType,
  feedbackTypes,
  formatDate,
} from "@portal/shared";
import { Alert, Button, Card, Empty, Form, Input, List, Result, Select, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { useAppStore } from "../../../lib/app-store.ts";
import { showSuccess } from "../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { maxLengthRule, requiredRule } from "../../../lib/form-rules.ts";
import { loginPathFor } from "../../../lib/redirect.ts";
import { useDocument, useMyFeedbacks, useSendFeedback } from "../api.ts";
import { DocumentPicker } from "../components/DocumentPicker.tsx";
import { FeedbackStatusTag } from "../components/FeedbackStatusTag.tsx";
import "../documents.css";
import { LoadFailure } from "../../../components/LoadFailure.tsx";

const feedbackPageSize = 5;

type FeedbackFormValues = {
  documentId?: number;
  type?: FeedbackType;
  content?: string;
  contact?: string;
};

function requestedDocumentId(params: URLSearchParams): number | null {
  const value = Number(params.get("documentId"));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The report form: which document, what kind of problem, what exactly, how to reach you. */
function FeedbackForm({ documentId }: { documentId: number | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackFormValues>();
  const send = useSendFeedback();
  const requested = useDocument(documentId);
  const [sent, setSent] = useState(false);

  async function onFinish(values: FeedbackFormValues) {
    if (!values.documentId || !values.type || !values.content) return;
    try {
      await send.mutateAsync({
        documentId: values.documentId,
        type: values.type,
        content: values.content.trim(),
        contact: values.contact?.trim() || undefined,
      });
      showSuccess(t("documents.feedback.sent"));
      setSent(true);
      form.resetFields(["type", "content"]);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  }

  if (documentId !== null && requested.isPending)
    return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Form<FeedbackFormValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={() => setSent(false)}
      initialValues={{ documentId: requested.data?.id }}
    >
      {sent ? (
        <Alert
          type="success"
          showIcon
          className="form-alert"
          title={t("documents.feedback.sentTitle")}
          description={t("documents.feedback.sentDescription")}
          data-testid="feedback-sent"
        />
      ) : null}
      {documentId !== null && requested.isError ? (
        <Alert
          type="warning"
          showIcon
          className="form-alert"
          title={t("documents.feedback.documentMissing")}
        />
      ) : null}
      <Form.Item
        name="documentId"
        label={t("documents.feedback.document")}
        rules={[requiredRule(t, "documents.feedback.documentRequired")]}
      >
        <DocumentPicker initial={requested.data ?? null} />
      </Form.Item>
      <Form.Item
        name="type"
        label={t("documents.feedback.type")}
        rules={[requiredRule(t, "documents.feedback.typeRequired")]}
      >
        <Select
          placeholder={t("documents.feedback.typePlaceholder")}
          options={feedbackTypes.map((type) => ({
            value: type,
            label: t(`documents.feedbackTypes.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t("documents.feedback.content")}
        rules={[
          requiredRule(t, "documents.feedback.contentRequired"),
          maxLengthRule(t, documentLimits.feedbackMaxLength),
        ]}
      >
        <Input.TextArea
          placeholder={t("documents.feedback.contentPlaceholder")}
          maxLength={documentLimits.feedbackMaxLength}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
        />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t("documents.feedback.contact")}
        extra={t("documents.feedback.contactHint")}
        rules={[maxLengthRule(t, documentLimits.contactMaxLength)]}
      >
        <Input
          placeholder={t("documents.feedback.contactPlaceholder")}
          maxLength={documentLimits.contactMaxLength}
          autoComplete="email"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t("documents.feedback.submit")}
        </Button>
      </Form.Item>
    </Form>
  );
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid={`my-feedback-${item.id}`}>
      <List.Item.Meta
        title={
          <span className="feedback-entry-title">
            {item.documentName}
            {item.productModel ? ` · ${item.productModel}` : ""}{" "}
            <FeedbackStatusTag status={item.status} />
          </span>
        }
        description={
          <>
            <span>
              {t(`documents.feedbackTypes.${item.type}`)} ·{" "}
              {formatDate(item.createdAt, "Y-m-d H:i")}
            </span>
            <p className="feedback-item-content">{item.content}</p>
            {item.reply ? (
              <div className="feedback-reply" data-testid="feedback-reply">
                <strong>{t("documents.feedback.staffReply")}</strong>
                {item.handledAt ? ` (${formatDate(item.handledAt, "Y-m-d H:i")})` : ""}
                <div>{item.reply}</div>
              </div>
            ) : null}
          </>
        }
      />
    </List.Item>
  );
}

/** The signed-in user's own reports with their status and the staff's answer, paged. */
function MyFeedbackList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const mine = useMyFeedbacks(page, feedbackPageSize);
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (mine.isError) {
    return (
      <LoadFailure
        title={t("documents.errors.loadFailed")}
        error={mine.error}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  return (
    <List<FeedbackItem>
      dataSource={mine.data.list}
      rowKey="id"
      loading={mine.isFetching && !mine.isPending}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t("documents.feedback.noFeedback")}
          />
        ),
      }}
      pagination={
        mine.data.total > feedbackPageSize
          ? {
              current: page,
              pageSize: feedbackPageSize,
              total: mine.data.total,
              onChange: setPage,
              size: "small",
            }
          : false
      }
      renderItem={(item) => <FeedbackEntry item={item} />}
    />
  );
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
      <h1 className="page-title">{t("documents.feedback.title")}</h1>
      <p className="page-subtitle">{t("documents.feedback.subtitle")}</p>
      {signedIn ? (
        <div className="feedback-layout">
          <Card>
            <h2 className="feedback-card-title">{t("documents.feedback.formTitle")}</h2>
            <FeedbackForm key={documentId ?? 0} documentId={documentId} />
          </Card>
          <Card>
            <h2 className="feedback-card-title">{t("documents.feedback.mineTitle")}</h2>
            <MyFeedbackList />
          </Card>
        </div>
      ) : (
        <Card>
          <Result
            icon={<LoginOutlined aria-hidden />}
            title={t("documents.feedback.signInTitle")}
            subTitle={t("documents.feedback.signInDescription")}
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
