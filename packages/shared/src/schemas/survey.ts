/** The kinds of question a questionnaire asks. */
export const surveyQuestionTypes = ["single", "multiple", "text", "rating"] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];
