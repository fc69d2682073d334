import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** The whitelist of whitelist-level documents. */
export const whitelistMessages = {
  "whitelist.notFound": {
    "zh-CN": "白名单记录不存在",
    "en-US": "No such whitelist entry",
    "zh-TW": "白名單記錄不存在",
  },
  "whitelist.duplicate": {
    "zh-CN": "该用户已在白名单中",
    "en-US": "This user is already on the whitelist",
    "zh-TW": "該使用者已在白名單中",
  },
  "whitelist.userNotFound": {
    "zh-CN": "用户不存在或已删除",
    "en-US": "No such user, or the account was deleted",
    "zh-TW": "使用者不存在或已刪除",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    whitelist: typeof whitelistMessages;
  }
}
