import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { surveyZhCN } from "../../apps/web/src/i18n/survey/zh-CN.ts";
import {
  administratorToken,
  callApi,
  signInAsAdministrator,
  uniqueSuffix,
} from "../support/accounts.ts";
import { clickWhenSettled, useBrowser } from "../support/browser.ts";
import { responseTo, waitForRoute } from "../support/pages.ts";
import { buttonName, format, texts } from "../support/texts.ts";

const t = texts["zh-CN"];
const words = surveyZhCN.survey;

type OpenSurvey = {
  id: number;
  title: string;
  questions: { type: string; title: string; options: { label: string }[] }[];
};

type Results = {
  responses: number;
  questions: { options: { label: string; count: number }[] }[];
};

/** The open questionnaire (the demo's) and its results, as staff read them. */
async function openSurveyResults(): Promise<{ survey: OpenSurvey; results: Results }> {
  const survey = await callApi<OpenSurvey>("/api/survey/current");
  const token = await administratorToken();
  const results = await callApi<Results>(`/api/survey/results?surveyId=${survey.id}`, { token });
  return { survey, results };
}

async function openSurveyManagement(page: Page) {
  await page.goto(`/#/server/login?redirect=${encodeURIComponent("/server/survey")}`);
  await signInAsAdministrator(page);
  await waitForRoute(page, "/server/survey");
  await page
    .getByRole("main")
    .getByRole("heading", { name: words.management.title, level: 1 })
    .waitFor();
}

/** The form item of a question on the public page, found by its words. */
const questionItem = (page: Page, title: string) =>
  page.locator(".ant-form-item").filter({ hasText: title });

describe("questionnaire", () => {
  const browser = useBrowser({ locale: "zh-CN" });

  it("a visitor answers once on #/questionnaire and the results chart on #/server/survey counts it", async () => {
    const before = await openSurveyResults();
    const demoSurvey = before.survey;
    // The demo questionnaire: single, multiple, two ratings and a text.
    const [single, multiple, docs, recommend, free] = demoSurvey.questions;
    const chosen = single?.options[1]?.label ?? "";
    const chosenBefore =
      before.results.questions[0]?.options.find((option) => option.label === chosen)?.count ?? 0;

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/#/questionnaire");
    await visitor.getByRole("heading", { name: demoSurvey.title, level: 2 }).waitFor();
    await questionItem(visitor, single?.title ?? "")
      .getByText(chosen, { exact: true })
      .click();
    for (const option of multiple?.options.slice(0, 2) ?? []) {
      await questionItem(visitor, multiple?.title ?? "")
        .getByText(option.label, { exact: true })
        .click();
    }
    await questionItem(visitor, docs?.title ?? "")
      .getByText("4", { exact: true })
      .click();
    await questionItem(visitor, recommend?.title ?? "")
      .getByText("9", { exact: true })
      .click();
    await questionItem(visitor, free?.title ?? "")
      .getByRole("textbox")
      .fill("e2e 希望多一些示例");
    const saved = await responseTo(visitor, "/api/survey/save", () =>
      clickWhenSettled(visitor.getByRole("button", { name: buttonName(words.page.submit) })),
    );
    expect(saved.status()).toBe(200);
    await visitor.getByText(words.page.answered).waitFor();

    // The browser keeps its visitor key: after a reload the questionnaire says it was answered.
    await visitor.reload();
    await visitor.getByText(words.page.answeredHint).waitFor();

    const after = await openSurveyResults();
    expect(after.results.responses).toBe(before.results.responses + 1);

    const { page } = browser;
    await openSurveyManagement(page);
    const row = page.getByRole("row").filter({ hasText: demoSurvey.title });
    await row.getByRole("button", { name: buttonName(words.management.results) }).click();
    const drawer = page.getByRole("dialog").filter({ hasText: demoSurvey.title });
    await drawer
      .getByText(format(words.results.responses_other, { count: before.results.responses + 1 }))
      .waitFor();
    const firstQuestion = drawer.locator(".survey-result-card").first();
    await firstQuestion.locator("canvas").first().waitFor();
    const chosenCount = firstQuestion.locator("li").filter({ hasText: chosen });
    await chosenCount
      .getByText(format(words.results.votes_other, { count: chosenBefore + 1 }))
      .waitFor();
    await drawer.getByText("e2e 希望多一些示例").waitFor();
  });

  it("staff write a draft with the question editor, and delete it after confirming", async () => {
    const { page } = browser;
    const title = `e2e 问卷 ${uniqueSuffix()}`;
    await openSurveyManagement(page);
    await page.getByRole("button", { name: words.management.create }).click();
    const drawer = page.getByRole("dialog").filter({ hasText: words.management.createTitle });
    await drawer.getByLabel(words.management.form.title, { exact: true }).fill(title);
    const firstQuestion = drawer.locator(".survey-question-card").first();
    await firstQuestion.getByLabel(words.management.form.questionTitle).fill("第一题");
    await firstQuestion
      .getByRole("textbox", { name: format(words.management.form.option, { index: 1 }) })
      .fill("甲");
    await firstQuestion
      .getByRole("textbox", { name: format(words.management.form.option, { index: 2 }) })
      .fill("乙");
    await drawer.getByRole("button", { name: words.management.form.addQuestion }).click();
    const second = drawer.locator(".survey-question-card").nth(1);
    await second.getByLabel(words.management.form.questionTitle).fill("第二题");
    await second
      .getByRole("textbox", { name: format(words.management.form.option, { index: 1 }) })
      .fill("丙");
    await second
      .getByRole("textbox", { name: format(words.management.form.option, { index: 2 }) })
      .fill("丁");
    await second
      .getByRole("button", { name: `${words.management.form.moveUp} 2`, exact: true })
      .click();
    await expect
      .poll(() =>
        drawer
          .locator(".survey-question-card")
          .first()
          .getByLabel(words.management.form.questionTitle)
          .inputValue(),
      )
      .toBe("第二题");
    const added = await responseTo(page, "/api/survey/add", () =>
      drawer.getByRole("button", { name: buttonName(t.common.save) }).click(),
    );
    expect(added.status()).toBe(200);
    await drawer.waitFor({ state: "hidden" });

    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByText(words.statuses.draft).waitFor();
    await row.getByRole("button", { name: buttonName(t.common.management.delete) }).click();
    const confirmation = page
      .locator(".ant-popconfirm")
      .filter({ hasText: format(words.management.deleteConfirm, { title }) });
    await confirmation.waitFor();
    const deleted = await responseTo(page, "/api/survey/delete", () =>
      clickWhenSettled(
        confirmation.getByRole("button", { name: buttonName(t.common.management.delete) }),
      ),
    );
    expect(deleted.status()).toBe(200);
    await row.waitFor({ state: "detached" });
  });
});
