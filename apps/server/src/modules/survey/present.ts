import type {
  CurrentSurvey,
  SurveyItem,
  SurveyQuestion,
  SurveyQuestionType,
  SurveyStatus,
  SurveyTextAnswer,
} from "@portal/shared";
import type { QuestionWithOptions, SurveyWithQuestions } from "./survey-rows.ts";
import type { ManagedSurvey } from "./use-cases/list-managed-surveys.ts";
import type { TextAnswerRow } from "./use-cases/list-text-answers.ts";

function presentQuestion(question: QuestionWithOptions): SurveyQuestion {
  return {
    id: question.id,
    type: question.type as SurveyQuestionType,
    title: question.title,
    required: question.required,
    ratingMax: question.ratingMax,
    options: question.options.map((option) => ({ id: option.id, label: option.label })),
  };
}

/** A survey as the management table and its form read it. */
export function presentManagedSurvey(survey: ManagedSurvey): SurveyItem {
  return {
    id: survey.id,
    title: survey.title,
    description: survey.description,
    status: survey.status as SurveyStatus,
    opensAt: survey.opensAt.toISOString(),
    closesAt: survey.closesAt.toISOString(),
    version: survey.version,
    updatedAt: survey.updatedAt.toISOString(),
    responses: survey.responses,
    questions: survey.questions.map(presentQuestion),
  };
}

/** The open questionnaire as the public page shows it. */
export function presentCurrentSurvey(
  survey: SurveyWithQuestions,
  answered: boolean,
): CurrentSurvey {
  return {
    id: survey.id,
    title: survey.title,
    description: survey.description,
    opensAt: survey.opensAt.toISOString(),
    closesAt: survey.closesAt.toISOString(),
    questions: survey.questions.map(presentQuestion),
    answered,
  };
}

export function presentTextAnswer(row: TextAnswerRow): SurveyTextAnswer {
  return { ...row, submittedAt: row.submittedAt.toISOString() };
}
