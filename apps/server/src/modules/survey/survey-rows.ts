import { type SurveyInput, surveyChoiceTypes, surveyLimits } from "@portal/shared";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { MessageKey } from "../../platform/i18n/registry.ts";
import { surveyOptions, surveyQuestions, surveyResponses, type surveys } from "./schema.ts";

export type SurveyRow = typeof surveys.$inferSelect;
export type QuestionRow = typeof surveyQuestions.$inferSelect;
export type OptionRow = typeof surveyOptions.$inferSelect;
export type QuestionWithOptions = QuestionRow & { options: OptionRow[] };
export type SurveyWithQuestions = SurveyRow & { questions: QuestionWithOptions[] };

export const surveyNotFound = () => new AppError("not_found", "survey.notFound");

/**
 * Checks what the shared schema cannot say field by field: the dates in order, options only on
 * choice questions (2 to 20 of them), a rating's top; each refusal names its field.
 */
export function checkSurveyInput(input: SurveyInput): void {
  const fields: { field: string; messageKey: MessageKey }[] = [];
  if (Date.parse(input.closesAt) <= Date.parse(input.opensAt)) {
    fields.push({ field: "closesAt", messageKey: "survey.closesBeforeOpens" });
  }
  input.questions.forEach((question, index) => {
    const isChoice = surveyChoiceTypes.includes(question.type);
    if (isChoice && question.options.length < surveyLimits.optionsMin) {
      fields.push({ field: `questions.${index}.options`, messageKey: "survey.optionsCount" });
    }
    if (!isChoice && question.options.length > 0) {
      fields.push({ field: `questions.${index}.options`, messageKey: "survey.optionsNotAllowed" });
    }
    if (question.type === "rating" && question.ratingMax === undefined) {
      fields.push({
        field: `questions.${index}.ratingMax`,
        messageKey: "survey.ratingMaxRequired",
      });
    }
  });
  const [first] = fields;
  if (first) throw new AppError("bad_request", first.messageKey, { fields });
}

/** The questions as stored, in a form two versions compare by (ids left out). */
export function questionsShape(questions: SurveyInput["questions"] | QuestionWithOptions[]) {
  return JSON.stringify(
    questions.map((question) => ({
      type: question.type,
      title: question.title,
      required: question.required,
      ratingMax: question.type === "rating" ? (question.ratingMax ?? null) : null,
      options: question.options.map((option) => option.label),
    })),
  );
}

/** Stores a survey's questions and their options in the order given. */
export async function insertQuestions(
  tx: Database,
  surveyId: number,
  questions: SurveyInput["questions"],
): Promise<void> {
  const inserted = await tx
    .insert(surveyQuestions)
    .values(
      questions.map((question, sort) => ({
        surveyId,
        sort,
        type: question.type,
        title: question.title,
        required: question.required,
        ratingMax: question.type === "rating" ? (question.ratingMax ?? null) : null,
      })),
    )
    .returning({ id: surveyQuestions.id, sort: surveyQuestions.sort });
  const options = inserted.flatMap(({ id, sort }) =>
    (questions[sort]?.options ?? []).map((option, optionSort) => ({
      questionId: id,
      sort: optionSort,
      label: option.label,
    })),
  );
  if (options.length > 0) await tx.insert(surveyOptions).values(options);
}

/** The surveys with their questions and options in order, in two statements for them all. */
export async function withQuestions(
  db: Database,
  rows: readonly SurveyRow[],
): Promise<SurveyWithQuestions[]> {
  if (rows.length === 0) return [];
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(
      inArray(
        surveyQuestions.surveyId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(surveyQuestions.surveyId), asc(surveyQuestions.sort), asc(surveyQuestions.id));
  const options =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(surveyOptions)
          .where(
            inArray(
              surveyOptions.questionId,
              questions.map((question) => question.id),
            ),
          )
          .orderBy(asc(surveyOptions.questionId), asc(surveyOptions.sort), asc(surveyOptions.id));
  return rows.map((row) => ({
    ...row,
    questions: questions
      .filter((question) => question.surveyId === row.id)
      .map((question) => ({
        ...question,
        options: options.filter((option) => option.questionId === question.id),
      })),
  }));
}

/** How many responses a survey has. */
export async function responseCount(db: Database, surveyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId));
  return row?.total ?? 0;
}
