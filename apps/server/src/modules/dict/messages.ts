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
  "dict.notFound": {
    "zh-CN": "字典条目不存在",
    "en-US": "No such dictionary entry",
    "zh-TW": "字典條目不存在",
  },
  "dict.staticEntry": {
    "zh-CN": "内置字典条目随版本发布，不能修改或删除",
    "en-US": "Built-in dictionary entries come with the release and cannot be changed or deleted",
    "zh-TW": "內建字典條目隨版本發佈，不能修改或刪除",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    dict: typeof dictMessages;
  }
}
