import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Page views, events and the home statistics page. */
export const statisticsMessages = {
  "statistics.rangeOrder": {
    "zh-CN": "结束日期不能早于开始日期",
    "en-US": "The end date cannot be before the start date",
    "zh-TW": "結束日期不能早於開始日期",
  },
  "statistics.rangeTooLong": {
    "zh-CN": "统计范围最长一年",
    "en-US": "A range is at most a year long",
    "zh-TW": "統計範圍最長一年",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    statistics: typeof statisticsMessages;
  }
}
