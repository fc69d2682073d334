import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Titles, honorary titles, engineer certification and staff point grants. */
export const communityMessages = {
  "community.title.engineer": {
    "zh-CN": "认证工程师",
    "en-US": "Certified engineer",
    "zh-TW": "認證工程師",
  },
  "community.title.ordinary": { "zh-CN": "普通用户", "en-US": "Member", "zh-TW": "一般使用者" },
  "community.titleNotFound": {
    "zh-CN": "荣誉称号不存在",
    "en-US": "No such honorary title",
    "zh-TW": "榮譽稱號不存在",
  },
  "community.titleHeld": {
    "zh-CN": "还有 {count} 位用户持有此称号，请先为他们更换称号",
    "en-US": "{count} member(s) still hold this title; give them another one first",
    "zh-TW": "還有 {count} 位使用者持有此稱號，請先為他們更換稱號",
  },
  "community.accountDeleted": {
    "zh-CN": "该账号已删除",
    "en-US": "This account has been deleted",
    "zh-TW": "該帳號已刪除",
  },
  "community.pointsZero": {
    "zh-CN": "积分数不能为 0",
    "en-US": "The points may not be 0",
    "zh-TW": "積分數不能為 0",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    community: typeof communityMessages;
  }
}
