import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** The editable dictionaries. */
export const dictMessages = {
  "dict.unknownType": {
    "zh-CN": "未知的字典类型",
    "en-US": "Unknown dictionary type",
    "zh-TW": "未知的字典類型",
  },
  "dict.idTaken": {
    "zh-CN": "该字典编号已存在",
    "en-US": "This dictionary id already exists",
    "zh-TW": "該字典編號已存在",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    dict: typeof dictMessages;
  }
}
