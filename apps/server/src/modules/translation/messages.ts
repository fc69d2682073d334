import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Versions of content in other languages. */
export const translationMessages = {
  "translation.originalLanguage": {
    "zh-CN": "原文就是这种语言，请直接编辑原文",
    "en-US": "The original is in this language: edit the original instead",
    "zh-TW": "原文就是這種語言，請直接編輯原文",
  },
  "translation.notFound": {
    "zh-CN": "这种语言的版本不存在或已被删除",
    "en-US": "There is no version in this language, or it was deleted",
    "zh-TW": "這種語言的版本不存在或已被刪除",
  },
  "translation.exists": {
    "zh-CN": "这种语言的版本刚由他人添加，请重新载入后再编辑",
    "en-US": "Someone has just added a version in this language: reload it before editing",
    "zh-TW": "這種語言的版本剛由他人新增，請重新載入後再編輯",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    translation: typeof translationMessages;
  }
}
