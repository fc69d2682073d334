import type { SurveyInput, SurveyItem, SurveyQuestionType } from "@portal/shared";
import { surveyChoiceTypes } from "@portal/shared";

export type QuestionValues = {
  type: SurveyQuestionType;
  title: string;
  required: boolean;
  ratingMax: number | null;
  options: { label: string }[];
};

/** The form's values: times as a `datetime-local` field holds them, in the browser's zone. */
export type SurveyFormValues = {
  title: string;
  description: string;
  opensAt: string;
  closesAt: string;
  questions: QuestionValues[];
};

const day = 24 * 60 * 60 * 1000;

/** `2026-11-27T09:30` in the browser's time zone, what a `datetime-local` field shows. */
function localInputTime(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function newQuestion(type: SurveyQuestionType = "single"): QuestionValues {
  return {
    type,
    title: "",
    required: true,
    ratingMax: type === "rating" ? 5 : null,
    options: surveyChoiceTypes.includes(type) ? [{ label: "" }, { label: "" }] : [],
  };
}

/** A stored survey as the form shows it; a new one opens now for 30 days with one question. */
export function surveyFormValuesOf(survey: SurveyItem | null, now = new Date()): SurveyFormValues {
  return {
    title: survey?.title ?? "",
    description: survey?.description ?? "",
    opensAt: localInputTime(survey ? new Date(survey.opensAt) : now),
    closesAt: localInputTime(
      survey ? new Date(survey.closesAt) : new Date(now.getTime() + 30 * day),
    ),
    questions: survey
      ? survey.questions.map((question) => ({
          type: question.type,
          title: question.title,
          required: question.required,
          ratingMax: question.ratingMax,
          options: question.options.map((option) => ({ label: option.label })),
        }))
      : [newQuestion()],
  };
}

/** What the server takes: trimmed words, options only on choices, a scale only on ratings. */
export function surveyInputOf(values: SurveyFormValues): SurveyInput {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    ...(description ? { description } : {}),
    opensAt: new Date(values.opensAt).toISOString(),
    closesAt: new Date(values.closesAt).toISOString(),
    questions: values.questions.map((question) => ({
      type: question.type,
      title: question.title.trim(),
      required: question.required,
      ...(question.type === "rating" && question.ratingMax !== null
        ? { ratingMax: question.ratingMax }
        : {}),
      options: surveyChoiceTypes.includes(question.type)
        ? question.options.map((option) => ({ label: option.label.trim() }))
        : [],
    })),
  };
}
