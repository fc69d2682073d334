import { z } from "zod";
import {
  keywordFilter,
  multiLine,
  optionalField,
  pageQuery,
  recordId,
  recordIdFromText,
  recordVersion,
  singleLine,
} from "./common.ts";

/** The kinds of question a questionnaire asks. */
export const surveyQuestionTypes = ["single", "multiple", "text", "rating"] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];

/** A questionnaire is written as a draft and answered only while published (and open). */
export const surveyStatuses = ["draft", "published"] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];

/** The question kinds whose answer is a choice among options. */
export const surveyChoiceTypes: readonly SurveyQuestionType[] = ["single", "multiple"];

export const surveyLimits = {
  titleMaxLength: 200,
  descriptionMaxLength: 1000,
  questionsMax: 50,
  questionTitleMaxLength: 300,
  optionsMin: 2,
  optionsMax: 20,
  optionLabelMaxLength: 200,
  ratingMaxLowest: 3,
  ratingMaxHighest: 10,
  textAnswerMaxLength: 2000,
  /** Latest text answers shown per page of the results. */
  textAnswersPageSize: 5,
} as const;

/**
 * A key a browser makes up once (letters, digits, `-` and `_`): the visitor's key names an
 * anonymous respondent, the idempotency key one submission, so a retry finds the first one.
 */
const clientKey = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

const surveyOptionInput = z.object({
  label: singleLine().min(1).max(surveyLimits.optionLabelMaxLength),
});

/**
 * A question as staff write it. Choice questions need 2 to 20 options, a rating its scale's top;
 * the server checks both, naming the question's field (`questions.<index>.options`).
 */
const surveyQuestionInput = z.object({
  type: z.enum(surveyQuestionTypes),
  title: singleLine().min(1).max(surveyLimits.questionTitleMaxLength),
  required: z.boolean().default(true),
  ratingMax: optionalField(
    z.number().int().min(surveyLimits.ratingMaxLowest).max(surveyLimits.ratingMaxHighest),
  ),
  options: z.array(surveyOptionInput).max(surveyLimits.optionsMax).default([]),
});

const surveyTime = z.iso.datetime({ offset: true });

/** `/survey/add`: a draft with its questions in order; it opens and closes at the times given. */
export const surveyInput = z.object({
  title: singleLine().min(1).max(surveyLimits.titleMaxLength),
  description: optionalField(multiLine().max(surveyLimits.descriptionMaxLength)),
  opensAt: surveyTime,
  closesAt: surveyTime,
  questions: z.array(surveyQuestionInput).min(1).max(surveyLimits.questionsMax),
});
export type SurveyInput = z.infer<typeof surveyInput>;

/**
 * `/survey/update` from the version the form read. Once a survey has responses its questions
 * must come back as they are (409 otherwise); its title, description and dates may change.
 */
export const updateSurveyInput = surveyInput.extend({ id: recordId, version: recordVersion });
export type UpdateSurveyInput = z.infer<typeof updateSurveyInput>;

/** `/survey/publish`, `/survey/unpublish` and `/survey/delete`. */
export const surveyVersionedIdBody = z.object({ id: recordId, version: recordVersion });
export type SurveyVersionedIdBody = z.infer<typeof surveyVersionedIdBody>;

export const surveyIdQuery = z.object({ surveyId: recordIdFromText });

/** `/survey/manageList`: the surveys, newest change first, by title and status. */
export const surveyListQuery = pageQuery.extend({
  keyword: keywordFilter,
  status: optionalField(z.enum(surveyStatuses)),
});
export type SurveyListQuery = z.infer<typeof surveyListQuery>;

const surveyOption = z.object({ id: z.number(), label: z.string() });

export const surveyQuestion = z.object({
  id: z.number(),
  type: z.enum(surveyQuestionTypes),
  title: z.string(),
  required: z.boolean(),
  ratingMax: z.number().nullable(),
  options: z.array(surveyOption),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

/** A survey as the management table and its form read it. */
export const surveyItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(surveyStatuses),
  opensAt: z.string(),
  closesAt: z.string(),
  version: z.number(),
  updatedAt: z.string(),
  responses: z.number(),
  questions: z.array(surveyQuestion),
});
export type SurveyItem = z.infer<typeof surveyItem>;

/** `GET /survey/current`: a visitor sends the key its browser keeps, a member nothing. */
export const currentSurveyQuery = z.object({ visitorKey: clientKey.optional() });

/**
 * The questionnaire open now (published, between its dates; the latest opened when several
 * are), and whether the caller answered it already; null when none is open.
 */
export const currentSurvey = z
  .object({
    id: z.number(),
    title: z.string(),
    description: z.string().nullable(),
    opensAt: z.string(),
    closesAt: z.string(),
    questions: z.array(surveyQuestion),
    answered: z.boolean(),
  })
  .nullable();
export type CurrentSurvey = NonNullable<z.infer<typeof currentSurvey>>;

export const surveyAnswerInput = z.object({
  questionId: recordId,
  optionIds: z.array(recordId).max(surveyLimits.optionsMax).optional(),
  text: optionalField(multiLine().max(surveyLimits.textAnswerMaxLength)),
  rating: optionalField(z.number().int().min(1).max(surveyLimits.ratingMaxHighest)),
});
export type SurveyAnswerInput = z.infer<typeof surveyAnswerInput>;

/**
 * `POST /survey/save`: once per survey and respondent (a member, or a visitor by its key). A
 * retry with the same idempotency key answers the first submission again.
 */
export const surveySaveInput = z.object({
  surveyId: recordId,
  answers: z.array(surveyAnswerInput).max(surveyLimits.questionsMax),
  idempotencyKey: clientKey,
  visitorKey: clientKey.optional(),
});
export type SurveySaveInput = z.infer<typeof surveySaveInput>;

export const surveySaveAnswer = z.object({ responseId: z.number(), submittedAt: z.string() });
export type SurveySaveAnswer = z.infer<typeof surveySaveAnswer>;

/** One question's results: option counts, the rating spread and average, or how many wrote. */
export const surveyQuestionResult = z.object({
  id: z.number(),
  type: z.enum(surveyQuestionTypes),
  title: z.string(),
  /** Responses that answered this question. */
  answered: z.number(),
  options: z.array(surveyOption.extend({ count: z.number() })),
  /** Count per rating from 1 to the scale's top (rating questions). */
  ratings: z.array(z.object({ rating: z.number(), count: z.number() })),
  ratingAverage: z.number().nullable(),
});
export type SurveyQuestionResult = z.infer<typeof surveyQuestionResult>;

/** `/survey/results`: the responses counted per question. */
export const surveyResults = z.object({
  id: z.number(),
  title: z.string(),
  responses: z.number(),
  questions: z.array(surveyQuestionResult),
});
export type SurveyResults = z.infer<typeof surveyResults>;

/** `/survey/textAnswers`: a text question's answers, latest first. */
export const surveyTextAnswersQuery = pageQuery.extend({ questionId: recordIdFromText });
export type SurveyTextAnswersQuery = z.infer<typeof surveyTextAnswersQuery>;

export const surveyTextAnswer = z.object({
  responseId: z.number(),
  text: z.string(),
  submittedAt: z.string(),
});
export type SurveyTextAnswer = z.infer<typeof surveyTextAnswer>;
