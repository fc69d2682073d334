import type { SurveyItem } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { newQuestion, surveyFormValuesOf, surveyInputOf } from "./survey-form.ts";

const stored: SurveyItem = {
  id: 7,
  title: "Survey",
  description: null,
  status: "draft",
  opensAt: "2026-11-01T01:30:00.000Z",
  closesAt: "2026-12-01T01:30:00.000Z",
  version: 2,
  updatedAt: "2026-11-01T01:30:00.000Z",
  responses: 0,
  questions: [
    {
      id: 1,
      type: "single",
      title: "Which?",
      required: true,
      ratingMax: null,
      options: [
        { id: 11, label: "A" },
        { id: 12, label: "B" },
      ],
    },
    { id: 2, type: "rating", title: "How much?", required: false, ratingMax: 7, options: [] },
  ],
};

describe("the survey form's values", () => {
  it("read a stored survey back into the same input", () => {
    const input = surveyInputOf(surveyFormValuesOf(stored));
    expect(input).toEqual({
      title: "Survey",
      opensAt: stored.opensAt,
      closesAt: stored.closesAt,
      questions: [
        {
          type: "single",
          title: "Which?",
          required: true,
          options: [{ label: "A" }, { label: "B" }],
        },
        { type: "rating", title: "How much?", required: false, ratingMax: 7, options: [] },
      ],
    });
  });

  it("send options only with choices and a scale only with ratings, trimmed", () => {
    const values = surveyFormValuesOf(null, new Date("2026-11-01T00:00:00Z"));
    expect(values.questions).toEqual([newQuestion("single")]);
    const input = surveyInputOf({
      ...values,
      title: "  New  ",
      description: "  ",
      questions: [
        {
          ...newQuestion("text"),
          title: " Why? ",
          options: [{ label: "left over" }],
          ratingMax: 5,
        },
        { ...newQuestion("multiple"), title: "Which", options: [{ label: " x " }, { label: "y" }] },
      ],
    });
    expect(input.title).toBe("New");
    expect(input).not.toHaveProperty("description");
    expect(input.questions).toEqual([
      { type: "text", title: "Why?", required: true, options: [] },
      {
        type: "multiple",
        title: "Which",
        required: true,
        options: [{ label: "x" }, { label: "y" }],
      },
    ]);
    expect(Date.parse(input.closesAt) - Date.parse(input.opensAt)).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
