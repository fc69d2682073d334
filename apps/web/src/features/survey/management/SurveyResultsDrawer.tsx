import { DownloadOutlined } from "@ant-design/icons";
import { type SurveyQuestionResult, surveyLimits } from "@portal/shared";
import { Button, Card, Drawer, Empty, Grid, List, Skeleton, Tag } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { showSuccess } from "../../../lib/feedback.ts";
import { useExportSurvey, useSurveyResults, useTextAnswers } from "../api.ts";
import { surveyTime } from "../survey-time.ts";
import { QuestionResultChart } from "./QuestionResultChart.tsx";

/** A questionnaire's results: per question its chart and counts, or its latest written answers. */
export function SurveyResultsDrawer({
  survey,
  onClose,
}: {
  survey: { id: number; title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const results = useSurveyResults(survey.id);
  const exporting = useExportSurvey();

  let body: ReactNode;
  if (results.isPending) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (results.isError) {
    body = (
      <LoadFailure
        title={t("survey.results.loadFailed")}
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  } else {
    body = (
      <>
        <div className="survey-results-summary">
          <strong>{t("survey.results.responses", { count: results.data.responses })}</strong>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={exporting.isPending}
            onClick={() =>
              exporting.mutate(survey.id, {
                onSuccess: (name) => showSuccess(t("survey.results.exported", { name })),
              })
            }
          >
            {t("survey.results.export")}
          </Button>
        </div>
        {results.data.questions.map((question, index) => (
          <QuestionResult key={question.id} question={question} index={index} />
        ))}
      </>
    );
  }

  return (
    <Drawer
      open
      width={screens.md ? 720 : "100%"}
      title={<span data-user-content>{t("survey.results.title", { title: survey.title })}</span>}
      onClose={onClose}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}

function QuestionResult({ question, index }: { question: SurveyQuestionResult; index: number }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      className="survey-result-card"
      title={
        <span className="survey-result-title">
          {index + 1}. <span data-user-content>{question.title}</span>
        </span>
      }
      extra={<Tag>{t(`survey.types.${question.type}`)}</Tag>}
    >
      <p className="survey-result-meta">
        {t("survey.results.answered", { count: question.answered })}
        {question.type === "rating"
          ? ` · ${
              question.ratingAverage === null
                ? t("survey.results.noAverage")
                : t("survey.results.average", { average: question.ratingAverage })
            }`
          : null}
      </p>
      {question.type === "text" ? (
        <TextAnswers questionId={question.id} />
      ) : question.answered === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("survey.results.noAnswers")} />
      ) : (
        <QuestionResultChart question={question} />
      )}
    </Card>
  );
}

function TextAnswers({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const [page, setPage] = useState(1);
  const pageSize = surveyLimits.textAnswersPageSize;
  const answers = useTextAnswers(questionId, page, pageSize);
  if (answers.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (answers.isError) {
    return (
      <LoadFailure
        title={t("survey.results.textsLoadFailed")}
        error={answers.error}
        onRetry={() => void answers.refetch()}
      />
    );
  }
  return (
    <List
      size="small"
      header={<strong>{t("survey.results.latestTexts")}</strong>}
      locale={{ emptyText: t("survey.results.noTexts") }}
      dataSource={answers.data.list}
      pagination={
        answers.data.total > pageSize
          ? {
              current: page,
              pageSize,
              total: answers.data.total,
              size: "small",
              showSizeChanger: false,
              onChange: setPage,
            }
          : false
      }
      renderItem={(answer) => (
        <List.Item>
          <div className="survey-text-answer">
            <p data-user-content>{answer.text}</p>
            <time dateTime={answer.submittedAt}>{surveyTime(answer.submittedAt, language)}</time>
          </div>
        </List.Item>
      )}
    />
  );
}
