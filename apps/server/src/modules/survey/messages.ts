import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Questionnaires, their questions and their answers. */
export const surveyMessages = {
  "survey.notFound": {
    "zh-CN": "问卷不存在",
    "en-US": "No such questionnaire",
    "zh-TW": "問卷不存在",
  },
  "survey.questionNotFound": {
    "zh-CN": "问题不存在",
    "en-US": "No such question",
    "zh-TW": "問題不存在",
  },
  "survey.notOpen": {
    "zh-CN": "问卷不在开放时间内，暂不能作答",
    "en-US": "The questionnaire is not open for answers now",
    "zh-TW": "問卷不在開放時間內，暫不能作答",
  },
  "survey.alreadyAnswered": {
    "zh-CN": "您已经提交过这份问卷",
    "en-US": "You have already answered this questionnaire",
    "zh-TW": "您已經提交過這份問卷",
  },
  "survey.idempotencyKeyTaken": {
    "zh-CN": "提交编号已被使用，请刷新页面后重试",
    "en-US": "This submission's key is already used; reload the page and try again",
    "zh-TW": "提交編號已被使用，請重新整理頁面後再試",
  },
  "survey.visitorKeyRequired": {
    "zh-CN": "请登录，或允许浏览器保存访客标识后再作答",
    "en-US": "Sign in, or let the browser keep a visitor key, to answer",
    "zh-TW": "請登入，或允許瀏覽器儲存訪客識別碼後再作答",
  },
  "survey.hasResponses": {
    "zh-CN": "问卷已有人作答，不能再修改问题和选项；可以修改标题、说明和时间",
    "en-US":
      "The questionnaire has answers, so its questions and options can no longer change; its title, description and dates can",
    "zh-TW": "問卷已有人作答，不能再修改問題和選項；可以修改標題、說明和時間",
  },
  "survey.alreadyPublished": {
    "zh-CN": "问卷已经发布",
    "en-US": "The questionnaire is published already",
    "zh-TW": "問卷已經發布",
  },
  "survey.notPublished": {
    "zh-CN": "问卷尚未发布",
    "en-US": "The questionnaire is not published",
    "zh-TW": "問卷尚未發布",
  },
  "survey.deletePublished": {
    "zh-CN": "请先取消发布，再删除问卷",
    "en-US": "Unpublish the questionnaire before deleting it",
    "zh-TW": "請先取消發布，再刪除問卷",
  },
  "survey.closesBeforeOpens": {
    "zh-CN": "结束时间须晚于开始时间",
    "en-US": "The closing time must come after the opening time",
    "zh-TW": "結束時間須晚於開始時間",
  },
  "survey.optionsCount": {
    "zh-CN": "选择题需要 2 到 20 个选项",
    "en-US": "A choice question needs 2 to 20 options",
    "zh-TW": "選擇題需要 2 到 20 個選項",
  },
  "survey.optionsNotAllowed": {
    "zh-CN": "只有选择题可以有选项",
    "en-US": "Only choice questions have options",
    "zh-TW": "只有選擇題可以有選項",
  },
  "survey.ratingMaxRequired": {
    "zh-CN": "请设置评分题的最高分（3 到 10）",
    "en-US": "Set the rating's top score (3 to 10)",
    "zh-TW": "請設定評分題的最高分（3 到 10）",
  },
  "survey.answerRequired": {
    "zh-CN": "请回答这个问题",
    "en-US": "Please answer this question",
    "zh-TW": "請回答這個問題",
  },
  "survey.answerTwice": {
    "zh-CN": "每个问题只能回答一次",
    "en-US": "Each question is answered once",
    "zh-TW": "每個問題只能回答一次",
  },
  "survey.singleChoice": {
    "zh-CN": "单选题只能选择一个选项",
    "en-US": "Choose exactly one option",
    "zh-TW": "單選題只能選擇一個選項",
  },
  "survey.unknownOption": {
    "zh-CN": "所选选项不属于这个问题",
    "en-US": "The option chosen does not belong to this question",
    "zh-TW": "所選選項不屬於這個問題",
  },
  "survey.ratingRange": {
    "zh-CN": "评分须在 1 到 {max} 之间",
    "en-US": "The rating must be from 1 to {max}",
    "zh-TW": "評分須在 1 到 {max} 之間",
  },
  "survey.answerShape": {
    "zh-CN": "答案与问题类型不符",
    "en-US": "The answer does not fit the question's type",
    "zh-TW": "答案與問題類型不符",
  },
  "survey.export.response": {
    "zh-CN": "答卷编号",
    "en-US": "Response",
    "zh-TW": "答卷編號",
  },
  "survey.export.submittedAt": {
    "zh-CN": "提交时间",
    "en-US": "Submitted at",
    "zh-TW": "提交時間",
  },
  "survey.export.respondent": {
    "zh-CN": "作答人",
    "en-US": "Respondent",
    "zh-TW": "作答人",
  },
  "survey.export.visitor": {
    "zh-CN": "访客",
    "en-US": "Visitor",
    "zh-TW": "訪客",
  },
  "survey.export.member": {
    "zh-CN": "会员 {id}",
    "en-US": "Member {id}",
    "zh-TW": "會員 {id}",
  },
  "survey.export.fileName": {
    "zh-CN": "问卷结果-{id}.xlsx",
    "en-US": "questionnaire-results-{id}.xlsx",
    "zh-TW": "問卷結果-{id}.xlsx",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    survey: typeof surveyMessages;
  }
}
