import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Medals, their conditions and who holds them. */
export const medalMessages = {
  "medal.notFound": { "zh-CN": "勋章不存在", "en-US": "No such medal", "zh-TW": "勳章不存在" },
  "medal.memberNotFound": {
    "zh-CN": "该用户不存在",
    "en-US": "No such member",
    "zh-TW": "該使用者不存在",
  },
  "medal.alreadyHeld": {
    "zh-CN": "该用户已经拥有这枚勋章",
    "en-US": "The member already holds this medal",
    "zh-TW": "該使用者已經擁有這枚勳章",
  },
  "medal.notHeld": {
    "zh-CN": "该用户没有这枚勋章",
    "en-US": "The member does not hold this medal",
    "zh-TW": "該使用者沒有這枚勳章",
  },
  "medal.iconNotAllowed": {
    "zh-CN": "请上传勋章图标",
    "en-US": "Upload the medal's icon",
    "zh-TW": "請上傳勳章圖示",
  },
  "medal.iconType": {
    "zh-CN": "请上传 PNG、JPEG、GIF 或 WebP 图片",
    "en-US": "Upload a PNG, JPEG, GIF or WebP image",
    "zh-TW": "請上傳 PNG、JPEG、GIF 或 WebP 圖片",
  },
  "medal.counterTwice": {
    "zh-CN": "每种条件只能设置一次",
    "en-US": "Each kind of condition may be set once",
    "zh-TW": "每種條件只能設定一次",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    medal: typeof medalMessages;
  }
}
