import type { SurveyAnswerInput, SurveySaveInput } from "@portal/shared";
import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { inTransaction } from "../../../platform/db/transaction.ts";
import { AppError } from "../../../platform/http/errors.ts";
import type { MessageKey } from "../../../platform/i18n/registry.ts";
import { surveyAnswers, surveyResponses, surveys } from "../schema.ts";
import { type QuestionWithOptions, surveyNotFound, withQuestions } from "../survey-rows.ts";

type ResponseRow = typeof surveyResponses.$inferSelect;
type AnswerRow = typeof surveyAnswers.$inferInsert;

/** Who answers: a member by id, or a visitor by the key its browser keeps. */
export type Respondent = { userId: number } | { visitorKey: string | undefined };

/** The respondent key of the unique index: `user:<id>` or `visitor:<key>`; null for nobody. */
export function respondentKeyOf(respondent: Respondent): string | null {
  if ("userId" in respondent) return `user:${respondent.userId}`;
  return respondent.visitorKey ? `visitor:${respondent.visitorKey}` : null;
}

/**
 * `saveSurveyResponse`: one respondent's answers, counted once. A retry with the idempotency
 * key of a stored response of the same respondent answers that response (even once closed);
 * another submission by a respondent who answered is 409. Two submissions racing meet at the
 * unique indexes: the insert that loses does nothing and the loser is told as above. The survey
 * row is held shared meanwhile, so its questions cannot change under the answers.
 */
export function saveSurveyResponse({
  db,
  now,
  respondent,
  input,
}: {
  db: Database;
  now: Date;
  respondent: Respondent;
  input: SurveySaveInput;
}): Promise<ResponseRow> {
  const respondentKey = respondentKeyOf(respondent);
  if (!respondentKey) throw new AppError("bad_request", "survey.visitorKeyRequired");
  return inTransaction(db, async (tx) => {
    const [survey] = await tx
      .select()
      .from(surveys)
      .where(eq(surveys.id, input.surveyId))
      .for("share");
    if (survey?.status !== "published") throw surveyNotFound();
    const earlier = await earlierResponse(tx, input.surveyId, respondentKey, input.idempotencyKey);
    if (earlier) return earlier;
    if (now < survey.opensAt || now >= survey.closesAt) {
      throw new AppError("conflict", "survey.notOpen");
    }
    const [withItsQuestions] = await withQuestions(tx, [survey]);
    const answers = answerRows(withItsQuestions?.questions ?? [], input.answers);
    const [stored] = await tx
      .insert(surveyResponses)
      .values({
        surveyId: input.surveyId,
        userId: "userId" in respondent ? respondent.userId : null,
        respondentKey,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!stored) {
      const winner = await earlierResponse(tx, input.surveyId, respondentKey, input.idempotencyKey);
      if (winner) return winner;
      throw new AppError("conflict", "survey.alreadyAnswered");
    }
    if (answers.length > 0) {
      await tx
        .insert(surveyAnswers)
        .values(answers.map((answer) => ({ ...answer, responseId: stored.id })));
    }
    return stored;
  });
}

/**
 * The response a retry of this submission should answer: the one stored under its idempotency
 * key by the same respondent. 409 when the respondent answered under another key, or when the
 * key belongs to somebody else.
 */
async function earlierResponse(
  tx: Database,
  surveyId: number,
  respondentKey: string,
  idempotencyKey: string,
): Promise<ResponseRow | undefined> {
  // One statement, so one snapshot: two reads could miss a racing submission's row by its key
  // and then see it by its respondent once it committed between them (a retry told 409).
  const rows = await tx
    .select()
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.surveyId, surveyId),
        or(
          eq(surveyResponses.idempotencyKey, idempotencyKey),
          eq(surveyResponses.respondentKey, respondentKey),
        ),
      ),
    );
  const byKey = rows.find((row) => row.idempotencyKey === idempotencyKey);
  if (byKey) {
    if (byKey.respondentKey === respondentKey) return byKey;
    throw new AppError("conflict", "survey.idempotencyKeyTaken");
  }
  if (rows.length > 0) throw new AppError("conflict", "survey.alreadyAnswered");
  return undefined;
}

type Problem = { field: string; messageKey: MessageKey; params?: Record<string, number> };

/**
 * The answer rows of a submission, after checking it against the questions: each answered
 * once, every required one answered, options of its own question, one option for a single
 * choice, a rating within its scale. Refusals name `answers.<questionId>`.
 */
function answerRows(
  questions: readonly QuestionWithOptions[],
  answers: readonly SurveyAnswerInput[],
): Omit<AnswerRow, "responseId">[] {
  const problems: Problem[] = [];
  const rows: Omit<AnswerRow, "responseId">[] = [];
  const seen = new Set<number>();
  for (const answer of answers) {
    const field = `answers.${answer.questionId}`;
    const question = questions.find((candidate) => candidate.id === answer.questionId);
    if (!question) {
      problems.push({ field, messageKey: "survey.questionNotFound" });
      continue;
    }
    if (seen.has(question.id)) {
      problems.push({ field, messageKey: "survey.answerTwice" });
      continue;
    }
    seen.add(question.id);
    const checked = answerOf(question, answer);
    if ("messageKey" in checked) problems.push({ field, ...checked });
    else rows.push(...checked.rows);
  }
  for (const question of questions) {
    const answered = rows.some((row) => row.questionId === question.id);
    const refused = problems.some((problem) => problem.field === `answers.${question.id}`);
    if (question.required && !answered && !refused) {
      problems.push({ field: `answers.${question.id}`, messageKey: "survey.answerRequired" });
    }
  }
  const [first] = problems;
  if (first) {
    throw new AppError("bad_request", first.messageKey, {
      params: first.params,
      fields: problems.map(({ field, messageKey }) => ({ field, messageKey })),
    });
  }
  return rows;
}

/** One answer's rows (none for a blank answer), or why it does not fit its question. */
function answerOf(
  question: QuestionWithOptions,
  { optionIds = [], text, rating }: SurveyAnswerInput,
): { rows: Omit<AnswerRow, "responseId">[] } | Omit<Problem, "field"> {
  const questionId = question.id;
  switch (question.type) {
    case "single":
    case "multiple": {
      if (text !== undefined || rating !== undefined) return { messageKey: "survey.answerShape" };
      const chosen = [...new Set(optionIds)];
      if (question.type === "single" && chosen.length > 1) {
        return { messageKey: "survey.singleChoice" };
      }
      const own = new Set(question.options.map((option) => option.id));
      if (chosen.some((id) => !own.has(id))) return { messageKey: "survey.unknownOption" };
      return { rows: chosen.map((optionId) => ({ questionId, optionId })) };
    }
    case "text":
      if (optionIds.length > 0 || rating !== undefined) return { messageKey: "survey.answerShape" };
      return { rows: text ? [{ questionId, text }] : [] };
    case "rating": {
      if (optionIds.length > 0 || text !== undefined) return { messageKey: "survey.answerShape" };
      const max = question.ratingMax ?? 0;
      if (rating !== undefined && rating > max) {
        return { messageKey: "survey.ratingRange", params: { max } };
      }
      return { rows: rating === undefined ? [] : [{ questionId, rating }] };
    }
    default:
      return { messageKey: "survey.answerShape" };
  }
}
