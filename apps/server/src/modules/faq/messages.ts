import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** FAQs and their types (the knowledge base). */
export const faqMessages = {
  "faq.notFound": { "zh-CN": "问题不存在", "en-US": "No such question", "zh-TW": "問題不存在" },
  "faq.typeNotFound": {
    "zh-CN": "问题分类不存在",
    "en-US": "No such question type",
    "zh-TW": "問題分類不存在",
  },
  "faq.typeHasFaqs": {
    "zh-CN": "该分类下还有问题，请先删除或移走这些问题",
    "en-US": "This type still has questions: delete or move them first",
    "zh-TW": "該分類下還有問題，請先刪除或移走這些問題",
  },
  "faq.sortIncomplete": {
    "zh-CN": "排序必须包含每个分类，且每个只出现一次",
    "en-US": "The order must name every type exactly once",
    "zh-TW": "排序必須包含每個分類，且每個只出現一次",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    faq: typeof faqMessages;
  }
}
