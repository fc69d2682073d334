import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Live chat: refusals of socket events and of the history calls. */
export const chatMessages = {
  "chat.notAgent": {
    "zh-CN": "只有客服人员可以回复访客",
    "en-US": "Only customer-service agents may answer visitors",
    "zh-TW": "只有客服人員可以回覆訪客",
  },
  "chat.notOpened": {
    "zh-CN": "请先连接会话（CLIENT_ON）再发送消息",
    "en-US": "Open the conversation (CLIENT_ON) before sending messages",
    "zh-TW": "請先連線會話（CLIENT_ON）再傳送訊息",
  },
  "chat.noConversation": {
    "zh-CN": "该会话不存在",
    "en-US": "No such conversation",
    "zh-TW": "該會話不存在",
  },
  "chat.tooFast": {
    "zh-CN": "消息发送过于频繁，请 {seconds} 秒后再试",
    "en-US": "Messages are coming too fast: try again in {seconds} s",
    "zh-TW": "訊息傳送過於頻繁，請 {seconds} 秒後再試",
  },
  "chat.tooFastFromAddress": {
    "zh-CN": "您所在网络发送消息过于频繁（每分钟最多 {max} 条），请 {seconds} 秒后再试",
    "en-US":
      "Too many messages are coming from your network (at most {max} a minute): try again in {seconds} s",
    "zh-TW": "您所在網路傳送訊息過於頻繁（每分鐘最多 {max} 則），請 {seconds} 秒後再試",
  },
  "chat.tooManyConversations": {
    "zh-CN": "您所在网络每小时最多发起 {max} 个新会话，请 {minutes} 分钟后再试",
    "en-US":
      "Your network may start at most {max} new conversations an hour: try again in {minutes} minutes",
    "zh-TW": "您所在網路每小時最多發起 {max} 個新會話，請 {minutes} 分鐘後再試",
  },
  "chat.badEvent": {
    "zh-CN": "消息无效：{problem}",
    "en-US": "The message is not valid: {problem}",
    "zh-TW": "訊息無效：{problem}",
  },
  "chat.notOwnHistory": {
    "zh-CN": "只能查看自己的会话记录",
    "en-US": "You may only read your own chat history",
    "zh-TW": "只能查看自己的會話記錄",
  },
  "chat.storeFailed": {
    "zh-CN": "消息暂时无法保存，请稍后重发",
    "en-US": "The message could not be stored just now: send it again shortly",
    "zh-TW": "訊息暫時無法儲存，請稍後重發",
  },
  "chat.notYourConversation": {
    "zh-CN": "只能向自己已打开的会话发送文件",
    "en-US": "You may only send files into your own open conversation",
    "zh-TW": "只能向自己已開啟的會話傳送檔案",
  },
  "chat.notYourFile": {
    "zh-CN": "只能查看自己会话中的文件",
    "en-US": "You may only open the files of your own conversation",
    "zh-TW": "只能查看自己會話中的檔案",
  },
  "chat.fileMissing": {
    "zh-CN": "该文件已不存在",
    "en-US": "This file is no longer stored",
    "zh-TW": "該檔案已不存在",
  },
  "chat.imageType": {
    "zh-CN": "只能发送 PNG、JPEG、GIF 或 WebP 图片",
    "en-US": "Only PNG, JPEG, GIF or WebP pictures can be sent",
    "zh-TW": "只能傳送 PNG、JPEG、GIF 或 WebP 圖片",
  },
  "chat.tooManyUploads": {
    "zh-CN": "文件发送过于频繁，请 {seconds} 秒后再试",
    "en-US": "Files are being sent too often: try again in {seconds} s",
    "zh-TW": "檔案傳送過於頻繁，請 {seconds} 秒後再試",
  },
  "chat.tooManyUploadsToday": {
    "zh-CN": "本会话每天最多发送 {max} 个文件，请 {hours} 小时后再试",
    "en-US": "This conversation may send at most {max} files a day: try again in {hours} hours",
    "zh-TW": "本會話每天最多傳送 {max} 個檔案，請 {hours} 小時後再試",
  },
  "chat.tooManyUploadsFromAddress": {
    "zh-CN": "您所在网络每天最多发送 {max} 个文件，请 {hours} 小时后再试",
    "en-US": "Your network may send at most {max} files a day: try again in {hours} hours",
    "zh-TW": "您所在網路每天最多傳送 {max} 個檔案，請 {hours} 小時後再試",
  },
  "chat.tooManyBytesToday": {
    "zh-CN": "本会话每天最多发送 {size} 的文件，请 {hours} 小时后再试",
    "en-US": "This conversation may send at most {size} of files a day: try again in {hours} hours",
    "zh-TW": "本會話每天最多傳送 {size} 的檔案，請 {hours} 小時後再試",
  },
  "chat.tooManyBytesFromAddress": {
    "zh-CN": "您所在网络每天最多发送 {size} 的文件，请 {hours} 小时后再试",
    "en-US": "Your network may send at most {size} of files a day: try again in {hours} hours",
    "zh-TW": "您所在網路每天最多傳送 {size} 的檔案，請 {hours} 小時後再試",
  },
  "chat.quickReplyNotFound": {
    "zh-CN": "该快捷回复不存在",
    "en-US": "No such quick reply",
    "zh-TW": "該快捷回覆不存在",
  },
  "chat.tooManyQuickReplies": {
    "zh-CN": "快捷回复最多 {max} 条",
    "en-US": "You can keep at most {max} quick replies",
    "zh-TW": "快捷回覆最多 {max} 條",
  },
  "chat.quickReplyOrder": {
    "zh-CN": "排序须包含您的每一条快捷回复，且各一次",
    "en-US": "The order must name each of your quick replies once",
    "zh-TW": "排序須包含您的每一條快捷回覆，且各一次",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    chat: typeof chatMessages;
  }
}
