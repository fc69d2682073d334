import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Parameter configuration. */
export const parameterMessages = {
  "parameter.notFound": {
    "zh-CN": "参数不存在",
    "en-US": "No such parameter",
    "zh-TW": "參數不存在",
  },
  "parameter.duplicateKey": {
    "zh-CN": "该参数键已存在",
    "en-US": "A parameter with this key already exists",
    "zh-TW": "該參數鍵已存在",
  },
  "parameter.builtInKey": {
    "zh-CN": "系统参数不能删除",
    "en-US": "A system parameter cannot be deleted",
    "zh-TW": "系統參數不能刪除",
  },
  "parameter.reservedKey": {
    "zh-CN": "该键为系统参数保留，请换一个键",
    "en-US": "This key is reserved for a system parameter: choose another",
    "zh-TW": "該鍵為系統參數保留，請換一個鍵",
  },
  "parameter.badValue.string": {
    "zh-CN": "参数值须为一行文字，最多 500 个字符",
    "en-US": "The value must be one line of text of at most 500 characters",
    "zh-TW": "參數值須為一行文字，最多 500 個字元",
  },
  "parameter.badValue.number": {
    "zh-CN": "参数值须为数字",
    "en-US": "The value must be a number",
    "zh-TW": "參數值須為數字",
  },
  "parameter.badValue.boolean": {
    "zh-CN": "参数值须为是或否",
    "en-US": "The value must be yes or no",
    "zh-TW": "參數值須為是或否",
  },
  "parameter.badValue.stringList": {
    "zh-CN": "参数值须为文字列表：最多 500 项，每项 1 到 50 个字符",
    "en-US": "The value must be a list of at most 500 texts of 1 to 50 characters each",
    "zh-TW": "參數值須為文字列表：最多 500 項，每項 1 到 50 個字元",
  },
  "parameter.outOfRangeField": {
    "zh-CN": "参数值超出允许的范围",
    "en-US": "The value is outside the allowed range",
    "zh-TW": "參數值超出允許的範圍",
  },
  "parameter.outOfRange": {
    "zh-CN": "参数值须在 {min} 到 {max} 之间",
    "en-US": "The value must be from {min} to {max}",
    "zh-TW": "參數值須在 {min} 到 {max} 之間",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    parameter: typeof parameterMessages;
  }
}
