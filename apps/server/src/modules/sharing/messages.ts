import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** The WeChat share: what goes wrong between the portal, the page shared and WeChat. */
export const sharingMessages = {
  "sharing.notConfigured": {
    "zh-CN": "尚未配置微信公众号，暂时无法分享到微信",
    "en-US": "Sharing to WeChat is not set up: no WeChat official account is configured",
    "zh-TW": "尚未設定微信公眾號，暫時無法分享到微信",
  },
  "sharing.foreignUrl": {
    "zh-CN": "只能分享本站的页面",
    "en-US": "Only pages of this site can be shared",
    "zh-TW": "只能分享本站的頁面",
  },
  "sharing.weChatRefused": {
    "zh-CN": "微信拒绝了签名请求（错误 {errcode}：{errmsg}），请联系管理员检查公众号配置",
    "en-US":
      "WeChat refused to sign the share (error {errcode}: {errmsg}); ask an administrator to check the official account's settings",
    "zh-TW": "微信拒絕了簽名請求（錯誤 {errcode}：{errmsg}），請聯絡管理員檢查公眾號設定",
  },
  "sharing.weChatUnreachable": {
    "zh-CN": "暂时无法连接微信，请稍后再试",
    "en-US": "WeChat cannot be reached at the moment; try again later",
    "zh-TW": "暫時無法連線微信，請稍後再試",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    sharing: typeof sharingMessages;
  }
}
