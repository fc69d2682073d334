import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Friendship links. */
export const linkMessages = {
  "link.notFound": { "zh-CN": "链接不存在", "en-US": "No such link", "zh-TW": "連結不存在" },
  "link.notWeb": {
    "zh-CN": "链接必须以 http:// 或 https:// 开头",
    "en-US": "The link must start with http:// or https://",
    "zh-TW": "連結必須以 http:// 或 https:// 開頭",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    link: typeof linkMessages;
  }
}
