import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/** A questionnaire staff write; it is answered while published and between its dates. */
export const surveys = pgTable(
  "surveys",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    description: varchar("description", { length: 1000 }),
    /** draft or published. */
    status: varchar("status", { length: 10 }).notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("surveys_open_index").on(table.status, table.opensAt, table.closesAt),
    index("surveys_updated_index").on(table.updatedAt, table.id),
  ],
);

/** A question: single or multiple choice (with options), free text, or a rating. */
export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: serial("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    /** single, multiple, text or rating. */
    type: varchar("type", { length: 10 }).notNull(),
    title: varchar("title", { length: 300 }).notNull(),
    required: boolean("required").notNull().default(true),
    /** The top of a rating's scale (1 to this); null for other types. */
    ratingMax: integer("rating_max"),
  },
  (table) => [index("survey_questions_survey_index").on(table.surveyId, table.sort)],
);

export const surveyOptions = pgTable(
  "survey_options",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    label: varchar("label", { length: 200 }).notNull(),
  },
  (table) => [index("survey_options_question_index").on(table.questionId, table.sort)],
);

/**
 * One respondent's submission. The respondent key (`user:<id>` for a member, `visitor:<key>`
 * for a visitor) answers once per survey; the idempotency key makes a retried submit find the
 * first one instead of counting twice.
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: serial("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    respondentKey: varchar("respondent_key", { length: 80 }).notNull(),
    idempotencyKey: varchar("idempotency_key", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("survey_responses_respondent_unique").on(table.surveyId, table.respondentKey),
    uniqueIndex("survey_responses_idempotency_unique").on(table.surveyId, table.idempotencyKey),
    index("survey_responses_created_index").on(table.surveyId, table.createdAt, table.id),
  ],
);

/** One answer of a response: a chosen option (one row each), a text or a rating. */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: serial("id").primaryKey(),
    responseId: integer("response_id")
      .notNull()
      .references(() => surveyResponses.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: "cascade" }),
    optionId: integer("option_id").references(() => surveyOptions.id, { onDelete: "cascade" }),
    text: varchar("text", { length: 2000 }),
    rating: integer("rating"),
  },
  (table) => [
    index("survey_answers_question_index").on(table.questionId, table.optionId),
    index("survey_answers_response_index").on(table.responseId),
  ],
);
