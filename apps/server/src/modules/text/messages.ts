import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Texts (articles, notices, school, solutions, pages), their likes, collections and comments. */
export const textMessages = {
  "text.notFound": { "zh-CN": "内容不存在", "en-US": "No such text", "zh-TW": "內容不存在" },
  "text.commentNotFound": {
    "zh-CN": "评论不存在",
    "en-US": "No such comment",
    "zh-TW": "評論不存在",
  },
  "text.commentNotYours": {
    "zh-CN": "只能删除自己的评论",
    "en-US": "You may delete only your own comments",
    "zh-TW": "只能刪除自己的評論",
  },
  "text.productNotFound": {
    "zh-CN": "公告关联的产品不存在",
    "en-US": "The notice's product does not exist",
    "zh-TW": "公告關聯的產品不存在",
  },
  "text.pageKeyOnlyForPages": {
    "zh-CN": "只有单页可以设置页面标识",
    "en-US": "Only a single page has a page key",
    "zh-TW": "只有單頁可以設定頁面標識",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    text: typeof textMessages;
  }
}
