import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** The rich-text editor's server calls: configuration, uploads, remote image capture. */
export const editorMessages = {
  "editor.callbackName": {
    "zh-CN": "回调函数名不合法",
    "en-US": "The callback name is not allowed",
    "zh-TW": "回呼函式名稱不合法",
  },
  "editor.imageType": {
    "zh-CN": "图片只能是 PNG、JPEG、GIF 或 WebP",
    "en-US": "An image must be a PNG, JPEG, GIF or WebP picture",
    "zh-TW": "圖片只能是 PNG、JPEG、GIF 或 WebP",
  },
  "editor.captureScheme": {
    "zh-CN": "只能抓取 http 或 https 地址的图片",
    "en-US": "Only http and https addresses are fetched",
    "zh-TW": "只能抓取 http 或 https 位址的圖片",
  },
  "editor.captureAddress": {
    "zh-CN": "不能抓取内网、本机或链路本地地址的图片",
    "en-US": "Images are not fetched from private, loopback or link-local addresses",
    "zh-TW": "不能抓取內網、本機或鏈路本地位址的圖片",
  },
  "editor.captureUnresolved": {
    "zh-CN": "无法解析该地址的主机名",
    "en-US": "The host name of this address cannot be resolved",
    "zh-TW": "無法解析該位址的主機名稱",
  },
  "editor.captureTimeout": {
    "zh-CN": "抓取超时（{seconds} 秒）",
    "en-US": "Fetching took longer than {seconds} s",
    "zh-TW": "抓取逾時（{seconds} 秒）",
  },
  "editor.captureTooLarge": {
    "zh-CN": "图片不能超过 {limit}",
    "en-US": "The image may be at most {limit}",
    "zh-TW": "圖片不能超過 {limit}",
  },
  "editor.captureType": {
    "zh-CN": "该地址的内容不是 PNG、JPEG、GIF 或 WebP 图片",
    "en-US": "The address does not hold a PNG, JPEG, GIF or WebP picture",
    "zh-TW": "該位址的內容不是 PNG、JPEG、GIF 或 WebP 圖片",
  },
  "editor.captureStatus": {
    "zh-CN": "远程服务器返回 {status}",
    "en-US": "The remote server answered {status}",
    "zh-TW": "遠端伺服器回應 {status}",
  },
  "editor.captureRedirects": {
    "zh-CN": "重定向次数过多",
    "en-US": "Too many redirects",
    "zh-TW": "重新導向次數過多",
  },
  "editor.captureFailed": {
    "zh-CN": "无法获取该图片",
    "en-US": "The image could not be fetched",
    "zh-TW": "無法取得該圖片",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    editor: typeof editorMessages;
  }
}
