import type { CurrentSurvey, SurveyAnswerInput, SurveyQuestion } from "@portal/shared";
import { surveyLimits } from "@portal/shared";
import { Alert, Button, Checkbox, Form, Input, Radio, Result, Skeleton, Space } from "antd";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { showSuccess } from "../../../lib/feedback.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { HttpError } from "../../../lib/http.ts";
import { validateForm } from "../../../lib/validate-form.ts";
import { useCurrentSurvey, useSubmitSurvey } from "../api.ts";
import { randomClientKey, visitorKey } from "../respondent-keys.ts";
import { surveyTime } from "../survey-time.ts";
import "../survey.css";

/** What the form holds: each question's answer under its id. */
type AnswerValues = { answers: Record<string, number | number[] | string | undefined> };

/** /questionnaire: the open questionnaire, answered once by a member or this browser's visitor. */
export function QuestionnairePage() {
  const { t } = useTranslation();
  const visitor = useRef(visitorKey()).current;
  const survey = useCurrentSurvey(visitor);

  let body: ReactNode;
  if (survey.isPending) {
    body = (
      <Card>
        <Skeleton active title paragraph={{ rows: 10 }} />
      </Card>
    );
  } else if (survey.isError) {
    body = (
      <Card>
        <LoadFailure
          title={t("survey.page.loadFailed")}
          error={survey.error}
          onRetry={() => void survey.refetch()}
        />
      </Card>
    );
  } else if (!survey.data) {
    body = (
      <Card>
        <Result status="info" title={t("survey.page.none")} subTitle={t("survey.page.noneHint")} />
      </Card>
    );
  } else if (survey.data.answered) {
    body = (
      <Card>
        <SurveyHeading survey={survey.data} />
        <Result
          status="success"
          title={t("survey.page.answered")}
          subTitle={t("survey.page.answeredHint")}
        />
      </Card>
    );
  } else {
    body = (
      <SurveyForm survey={survey.data} visitor={visitor} onRefused={() => void survey.refetch()} />
    );
  }

  return (
    <div className="page-container page-narrow survey-page">
      <h1 className="page-title">{t("survey.page.title")}</h1>
      {body}
    </div>
  );
}

function SurveyHeading({ survey }: { survey: CurrentSurvey }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  return (
    <header className="survey-heading">
      <h2 className="survey-title" data-user-content>
        {survey.title}
      </h2>
      {survey.description ? (
        <p className="survey-description" data-user-content>
          {survey.description}
        </p>
      ) : null}
      <p className="survey-meta">
        {t("survey.page.closesAt", { time: surveyTime(survey.closesAt, language) })}
        {" · "}
        {t("survey.page.questionCount", { count: survey.questions.length })}
      </p>
    </header>
  );
}

/**
 * The questions to answer. A refusal of 409 (answered already, closed meanwhile) reloads the
 * survey, which then says why; other refusals land under the questions they name.
 */
function SurveyForm({
  survey,
  visitor,
  onRefused,
}: {
  survey: CurrentSurvey;
  visitor: string | null;
  onRefused: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AnswerValues>();
  const token = useAppStore((state) => state.token);
  const submit = useSubmitSurvey();
  // One key per submission: a retry after a lost answer sends it again and is counted once.
  const idempotencyKey = useRef(randomClientKey()).current;
  const cannotAnswer = !token && !visitor;

  async function send() {
    if (!(await validateForm(form))) return;
    const values = form.getFieldsValue(true) as AnswerValues;
    const answers = survey.questions.flatMap((question) =>
      answerOf(question, values.answers?.[String(question.id)]),
    );
    try {
      await submit.mutateAsync({
        surveyId: survey.id,
        answers,
        idempotencyKey,
        ...(token || !visitor ? {} : { visitorKey: visitor }),
      });
      showSuccess(t("survey.page.submitted"));
    } catch (error) {
      showServerFieldErrors(form, error, (field) => field.split("."));
      if (error instanceof HttpError && error.status === 409) onRefused();
    }
  }

  return (
    <Card>
      <SurveyHeading survey={survey} />
      <p className="survey-required-note">{t("survey.page.requiredNote")}</p>
      {cannotAnswer ? (
        <Alert
          className="form-alert"
          type="warning"
          showIcon
          title={t("survey.page.visitorKeyMissing")}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={() => void send()} requiredMark>
        {survey.questions.map((question, index) => (
          <QuestionField key={question.id} question={question} index={index} />
        ))}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={submit.isPending}
          disabled={cannotAnswer}
          className="survey-submit"
        >
          {t("survey.page.submit")}
        </Button>
      </Form>
    </Card>
  );
}

function QuestionField({ question, index }: { question: SurveyQuestion; index: number }) {
  const { t } = useTranslation();
  const hint = {
    single: "",
    multiple: t("survey.page.multipleHint"),
    rating: t("survey.page.ratingHint", { max: question.ratingMax ?? 0 }),
    text: "",
  }[question.type];
  const label = (
    <span className="survey-question-title">
      <span>{index + 1}. </span>
      <span data-user-content>{question.title}</span>
      {hint ? <span className="survey-question-hint"> {hint}</span> : null}
      {question.required ? null : (
        <span className="survey-question-hint"> {t("survey.page.optional")}</span>
      )}
    </span>
  );
  const rules = question.required
    ? [{ required: true, message: t("survey.page.answerRequired") }]
    : [];
  const name = ["answers", String(question.id)];

  switch (question.type) {
    case "single":
      return (
        <Form.Item name={name} label={label} rules={rules}>
          <Radio.Group>
            <Space orientation="vertical">
              {question.options.map((option) => (
                <Radio key={option.id} value={option.id}>
                  <span data-user-content>{option.label}</span>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      );
    case "multiple":
      return (
        <Form.Item name={name} label={label} rules={rules}>
          <Checkbox.Group>
            <Space orientation="vertical">
              {question.options.map((option) => (
                <Checkbox key={option.id} value={option.id}>
                  <span data-user-content>{option.label}</span>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
      );
    case "rating":
      return (
        <Form.Item name={name} label={label} rules={rules}>
          <Radio.Group optionType="button" className="survey-rating">
            {Array.from({ length: question.ratingMax ?? 0 }, (_, at) => at + 1).map((rating) => (
              <Radio.Button
                key={rating}
                value={rating}
                aria-label={t("survey.page.ratingValue", { rating })}
              >
                {rating}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
      );
    default:
      return (
        <Form.Item name={name} label={label} rules={rules}>
          <Input.TextArea
            rows={4}
            maxLength={surveyLimits.textAnswerMaxLength}
            showCount
            placeholder={t("survey.page.textPlaceholder")}
          />
        </Form.Item>
      );
  }
}

/** A question's answer as the server takes it; none when left blank. */
function answerOf(
  question: SurveyQuestion,
  value: number | number[] | string | undefined,
): SurveyAnswerInput[] {
  if (value === undefined || value === null) return [];
  const questionId = question.id;
  if (question.type === "single" && typeof value === "number") {
    return [{ questionId, optionIds: [value] }];
  }
  if (question.type === "multiple" && Array.isArray(value) && value.length > 0) {
    return [{ questionId, optionIds: value }];
  }
  if (question.type === "rating" && typeof value === "number")
    return [{ questionId, rating: value }];
  if (question.type === "text" && typeof value === "string" && value.trim()) {
    return [{ questionId, text: value.trim() }];
  }
  return [];
}
