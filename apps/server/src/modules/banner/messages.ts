import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** The home page carousel. */
export const bannerMessages = {
  "banner.notFound": { "zh-CN": "横幅不存在", "en-US": "No such banner", "zh-TW": "橫幅不存在" },
  "banner.periodReversed": {
    "zh-CN": "结束时间必须晚于开始时间",
    "en-US": "The end must come after the start",
    "zh-TW": "結束時間必須晚於開始時間",
  },
  "banner.addressNotAllowed": {
    "zh-CN": "地址必须以 http://、https://、/ 或 #/ 开头",
    "en-US": "The address must start with http://, https://, / or #/",
    "zh-TW": "地址必須以 http://、https://、/ 或 #/ 開頭",
  },
  "banner.imageType": {
    "zh-CN": "请上传 PNG、JPEG、GIF 或 WebP 图片",
    "en-US": "Upload a PNG, JPEG, GIF or WebP image",
    "zh-TW": "請上傳 PNG、JPEG、GIF 或 WebP 圖片",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    banner: typeof bannerMessages;
  }
}
