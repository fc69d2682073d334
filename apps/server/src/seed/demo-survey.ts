import { surveyInput } from "@portal/shared";
import { count, eq, inArray } from "drizzle-orm";
import { surveys } from "../modules/survey/schema.ts";
import { addSurvey } from "../modules/survey/use-cases/add-survey.ts";
import { changeSurveyStatus } from "../modules/survey/use-cases/change-survey-status.ts";
import { findCurrentSurvey } from "../modules/survey/use-cases/find-current-survey.ts";
import { saveSurveyResponse } from "../modules/survey/use-cases/save-survey-response.ts";
import { users } from "../modules/user/schema.ts";
import type { SeedContext } from "./seed-context.ts";

const day = 24 * 60 * 60 * 1000;

/** The demo questionnaire: five questions of all four kinds, open for a year. */
const demoSurvey = {
  title: "2026 开发者满意度调查",
  description: "花两分钟告诉我们您使用模组和开发者门户的体验，帮助我们改进产品与服务。",
  questions: [
    {
      type: "single",
      title: "您主要使用哪个系列的模组？",
      options: [
        { label: "NB-IoT（M5311 等）" },
        { label: "4G Cat.1（ML302 等）" },
        { label: "5G（F03X 等）" },
      ],
    },
    {
      type: "multiple",
      title: "您的产品用于哪些场景？",
      options: [
        { label: "智能抄表" },
        { label: "车辆定位" },
        { label: "移动支付" },
        { label: "其他" },
      ],
    },
    { type: "rating", title: "您对模组文档的满意度", ratingMax: 5 },
    { type: "rating", title: "您向同行推荐我们模组的可能性", ratingMax: 10 },
    { type: "text", title: "您还希望我们改进什么？", required: false },
  ],
};

/** The answers of the three demo members, so the results page has something to chart. */
const demoAnswers = [
  { phone: "13900000001", choices: [0, [0, 1]], ratings: [4, 9], text: "希望增加更多 AT 指令示例" },
  { phone: "13900000002", choices: [1, [1]], ratings: [5, 8], text: "" },
  {
    phone: "13900000003",
    choices: [0, [0, 3]],
    ratings: [3, 7],
    text: "开发板的资料可以再详细一些",
  },
] as const;

/**
 * Adds and publishes the demo questionnaire, answered by the demo members, when there is no
 * questionnaire yet, as the administrator's; answers whether it added it (nothing without the
 * administrator).
 */
export async function seedDemoSurvey(ctx: SeedContext, now = new Date()): Promise<boolean> {
  const [existing] = await ctx.db.select({ total: count() }).from(surveys);
  if ((existing?.total ?? 0) > 0) return false;
  const [administrator] = await ctx.db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(eq(users.phone, ctx.config.admin.phone));
  if (!administrator) return false;
  const actor = {
    userId: administrator.id,
    name: administrator.nickname ?? ctx.config.admin.phone,
  };
  const input = surveyInput.parse({
    ...demoSurvey,
    opensAt: new Date(now.getTime() - day).toISOString(),
    closesAt: new Date(now.getTime() + 365 * day).toISOString(),
  });
  const id = await addSurvey({ db: ctx.db, now, actor, input });
  await changeSurveyStatus({ db: ctx.db, now, actor, input: { id, version: 1 }, to: "published" });
  const open = await findCurrentSurvey({ db: ctx.db, now, respondentKey: null });
  const members = await ctx.db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.phone,
        demoAnswers.map((answer) => answer.phone),
      ),
    );
  if (open?.survey.id !== id) return true;
  const [single, multiple, docs, recommend, free] = open.survey.questions;
  for (const answer of demoAnswers) {
    const member = members.find((candidate) => candidate.phone === answer.phone);
    if (!member || !single || !multiple || !docs || !recommend || !free) continue;
    const [singleChoice, multipleChoices] = answer.choices;
    await saveSurveyResponse({
      db: ctx.db,
      now,
      respondent: { userId: member.id },
      input: {
        surveyId: id,
        idempotencyKey: `demo-survey-${answer.phone}`,
        answers: [
          { questionId: single.id, optionIds: [single.options[singleChoice]?.id ?? 0] },
          {
            questionId: multiple.id,
            optionIds: multipleChoices.map((index) => multiple.options[index]?.id ?? 0),
          },
          { questionId: docs.id, rating: answer.ratings[0] },
          { questionId: recommend.id, rating: answer.ratings[1] },
          ...(answer.text ? [{ questionId: free.id, text: answer.text }] : []),
        ],
      },
    });
  }
  return true;
}
