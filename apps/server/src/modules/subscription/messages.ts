import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Subscriptions, their unsubscribe link and the e-mails they send. */
export const subscriptionMessages = {
  "subscription.productNotFound": {
    "zh-CN": "所选产品不存在或未发布",
    "en-US": "A product chosen does not exist or is not published",
    "zh-TW": "所選產品不存在或未發佈",
  },
  "subscription.tokenNotFound": {
    "zh-CN": "退订链接无效或已失效",
    "en-US": "This unsubscribe link is not valid any more",
    "zh-TW": "退訂連結無效或已失效",
  },
  "subscription.documentMailSubject": {
    "zh-CN": "订阅更新：{title} {version}",
    "en-US": "Subscription: {title} {version}",
    "zh-TW": "訂閱更新：{title} {version}",
  },
  "subscription.documentMailIntro": {
    "zh-CN": "{nickname}，你订阅的文档有新版本：{title}（{product}）{version}",
    "en-US":
      "{nickname}, a document you subscribe to has a new version: {title} ({product}) {version}",
    "zh-TW": "{nickname}，你訂閱的文件有新版本：{title}（{product}）{version}",
  },
  "subscription.documentMailNote": {
    "zh-CN": "更新说明：{note}",
    "en-US": "What changed: {note}",
    "zh-TW": "更新說明：{note}",
  },
  "subscription.noticeMailSubject": {
    "zh-CN": "订阅更新：{product} 的新公告",
    "en-US": "Subscription: a new notice about {product}",
    "zh-TW": "訂閱更新：{product} 的新公告",
  },
  "subscription.noticeMailIntro": {
    "zh-CN": "{nickname}，你订阅的产品 {product} 发布了新公告：{title}",
    "en-US": "{nickname}, a new notice about {product}, which you subscribe to: {title}",
    "zh-TW": "{nickname}，你訂閱的產品 {product} 發佈了新公告：{title}",
  },
  "subscription.mailUnsubscribe": {
    "zh-CN": "不想再收到订阅通知？一键退订：",
    "en-US": "No more subscription notices? Unsubscribe in one click:",
    "zh-TW": "不想再收到訂閱通知？一鍵退訂：",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    subscription: typeof subscriptionMessages;
  }
}
