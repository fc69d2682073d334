import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Reports, the audit queue and moderator actions. */
export const moderationMessages = {
  "moderation.postNotFound": {
    "zh-CN": "帖子不存在",
    "en-US": "No such post",
    "zh-TW": "帖子不存在",
  },
  "moderation.replyNotFound": {
    "zh-CN": "回复不存在",
    "en-US": "No such reply",
    "zh-TW": "回覆不存在",
  },
  "moderation.boardNotFound": {
    "zh-CN": "版块不存在",
    "en-US": "No such board",
    "zh-TW": "版塊不存在",
  },
  "moderation.ownContent": {
    "zh-CN": "不能举报自己发布的内容",
    "en-US": "You cannot report what you wrote yourself",
    "zh-TW": "不能檢舉自己發佈的內容",
  },
  "moderation.alreadyReported": {
    "zh-CN": "你已经举报过该内容，版主会尽快处理",
    "en-US": "You have already reported this; a moderator will look at it",
    "zh-TW": "你已經檢舉過該內容，版主會盡快處理",
  },
  "moderation.notModerator": {
    "zh-CN": "只有该版块的版主或论坛管理员可以这样做",
    "en-US": "Only a moderator of this board or a forum administrator may do this",
    "zh-TW": "只有該版塊的版主或論壇管理員可以這樣做",
  },
  "moderation.noOpenReports": {
    "zh-CN": "该内容没有待处理的举报，可能已被处理",
    "en-US": "There are no open reports on this; they may have been decided already",
    "zh-TW": "該內容沒有待處理的檢舉，可能已被處理",
  },
  "moderation.reasonRequired": {
    "zh-CN": "请填写原因",
    "en-US": "Please give a reason",
    "zh-TW": "請填寫原因",
  },
  "moderation.notPending": {
    "zh-CN": "该内容已经审核过了",
    "en-US": "This has already been reviewed",
    "zh-TW": "該內容已經審核過了",
  },
  "moderation.postDeleted": {
    "zh-CN": "帖子已删除，不能再操作",
    "en-US": "The post has been deleted",
    "zh-TW": "帖子已刪除，不能再操作",
  },
  "moderation.sameBoard": {
    "zh-CN": "帖子已经在这个版块里",
    "en-US": "The post is already in this board",
    "zh-TW": "帖子已經在這個版塊裡",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    moderation: typeof moderationMessages;
  }
}
