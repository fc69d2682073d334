import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** The developer competition's refusals and its export's words. */
export const competitionMessages = {
  "competition.notFound": {
    "zh-CN": "参赛报名不存在",
    "en-US": "No such competition entry",
    "zh-TW": "參賽報名不存在",
  },
  "competition.alreadyApplied": {
    "zh-CN": "你已经报名，请修改已有的报名",
    "en-US": "You have applied already: change your entry instead",
    "zh-TW": "你已經報名，請修改已有的報名",
  },
  "competition.notEditable": {
    "zh-CN": "报名已提交或已通过，不能再修改",
    "en-US": "The entry has been submitted or accepted and can no longer be changed",
    "zh-TW": "報名已提交或已通過，不能再修改",
  },
  "competition.notSubmitted": {
    "zh-CN": "只能审核已提交的报名",
    "en-US": "Only a submitted entry can be accepted or rejected",
    "zh-TW": "只能審核已提交的報名",
  },
  "competition.accepted": {
    "zh-CN": "已通过的报名不能再修改",
    "en-US": "An accepted entry can no longer be changed",
    "zh-TW": "已通過的報名不能再修改",
  },
  "competition.attachmentNotYours": {
    "zh-CN": "附件无效，请重新上传",
    "en-US": "This attachment is not valid: upload it again",
    "zh-TW": "附件無效，請重新上傳",
  },
  "competition.attachmentType": {
    "zh-CN": "请上传文档、演示文稿、压缩包或图片（{extensions}）",
    "en-US": "Upload a document, slides, an archive or a picture ({extensions})",
    "zh-TW": "請上傳文件、簡報、壓縮檔或圖片（{extensions}）",
  },
  "competition.attachmentNotFound": {
    "zh-CN": "附件不存在",
    "en-US": "No such attachment",
    "zh-TW": "附件不存在",
  },
  "competition.export.fileName": {
    "zh-CN": "开发者大赛报名",
    "en-US": "Developer competition entries",
    "zh-TW": "開發者大賽報名",
  },
  "competition.export.id": { "zh-CN": "编号", "en-US": "No.", "zh-TW": "編號" },
  "competition.export.teamName": { "zh-CN": "团队名称", "en-US": "Team", "zh-TW": "團隊名稱" },
  "competition.export.projectName": {
    "zh-CN": "项目名称",
    "en-US": "Project",
    "zh-TW": "專案名稱",
  },
  "competition.export.moduleModel": {
    "zh-CN": "使用模组",
    "en-US": "Module",
    "zh-TW": "使用模組",
  },
  "competition.export.members": { "zh-CN": "团队成员", "en-US": "Members", "zh-TW": "團隊成員" },
  "competition.export.contact": { "zh-CN": "联系人", "en-US": "Contact", "zh-TW": "聯絡人" },
  "competition.export.phone": { "zh-CN": "联系电话", "en-US": "Phone", "zh-TW": "聯絡電話" },
  "competition.export.state": { "zh-CN": "状态", "en-US": "State", "zh-TW": "狀態" },
  "competition.export.reason": {
    "zh-CN": "驳回原因",
    "en-US": "Reason for rejection",
    "zh-TW": "駁回原因",
  },
  "competition.export.description": {
    "zh-CN": "项目介绍",
    "en-US": "Description",
    "zh-TW": "專案介紹",
  },
  "competition.export.submittedAt": {
    "zh-CN": "提交时间",
    "en-US": "Submitted",
    "zh-TW": "提交時間",
  },
  "competition.state.draft": { "zh-CN": "草稿", "en-US": "Draft", "zh-TW": "草稿" },
  "competition.state.submitted": { "zh-CN": "已提交", "en-US": "Submitted", "zh-TW": "已提交" },
  "competition.state.accepted": { "zh-CN": "已通过", "en-US": "Accepted", "zh-TW": "已通過" },
  "competition.state.rejected": { "zh-CN": "已驳回", "en-US": "Rejected", "zh-TW": "已駁回" },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    competition: typeof competitionMessages;
  }
}
