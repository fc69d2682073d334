import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Points balances and their ledger. */
export const pointsMessages = {
  "points.insufficient": {
    "zh-CN": "积分不足：当前余额 {balance}，需要 {amount}",
    "en-US": "Not enough points: the balance is {balance}, {amount} needed",
    "zh-TW": "積分不足：目前餘額 {balance}，需要 {amount}",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    points: typeof pointsMessages;
  }
}
