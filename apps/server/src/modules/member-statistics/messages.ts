import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** The member statistics' date range. */
export const memberStatisticsMessages = {
  "memberStatistics.rangeReversed": {
    "zh-CN": "结束日期不能早于开始日期",
    "en-US": "The end date cannot be before the start date",
    "zh-TW": "結束日期不能早於開始日期",
  },
  "memberStatistics.rangeTooLong": {
    "zh-CN": "一次最多统计一年（366 天）",
    "en-US": "At most a year (366 days) can be counted at once",
    "zh-TW": "一次最多統計一年（366 天）",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    memberStatistics: typeof memberStatisticsMessages;
  }
}
