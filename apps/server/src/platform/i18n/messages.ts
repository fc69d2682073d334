import type { MessageTable } from "./message-table.ts";

/** The platform's own messages: HTTP failures and uploads. Modules keep theirs beside them. */
export const platformMessages = {
  "error.bad_request": { "zh-CN": "请求错误", "en-US": "Bad request", "zh-TW": "請求錯誤" },
  "error.unauthorized": {
    "zh-CN": "未授权，请重新登录",
    "en-US": "Not signed in, please sign in again",
    "zh-TW": "未授權，請重新登入",
  },
  "error.forbidden": { "zh-CN": "拒绝访问", "en-US": "Access denied", "zh-TW": "拒絕存取" },
  "error.not_found": {
    "zh-CN": "请求的内容不存在",
    "en-US": "Not found",
    "zh-TW": "請求的內容不存在",
  },
  "error.conflict": {
    "zh-CN": "数据冲突，请刷新后重试",
    "en-US": "Conflict with existing data, refresh and try again",
    "zh-TW": "資料衝突，請重新整理後重試",
  },
  "error.staleRecord": {
    "zh-CN": "其他人在此期间修改了这条记录，请重新加载后再编辑",
    "en-US": "Someone else changed this record meanwhile; reload it before you edit again",
    "zh-TW": "其他人在此期間修改了這筆記錄，請重新載入後再編輯",
  },
  "error.payload_too_large": {
    "zh-CN": "上传内容过大",
    "en-US": "The upload is too large",
    "zh-TW": "上傳內容過大",
  },
  "error.range_not_satisfiable": {
    "zh-CN": "请求的范围超出了文件末尾",
    "en-US": "The range asked for lies beyond the end of the file",
    "zh-TW": "請求的範圍超出了檔案結尾",
  },
  "error.too_many_requests": {
    "zh-CN": "请求过于频繁，请稍后再试",
    "en-US": "Too many requests, try again later",
    "zh-TW": "請求過於頻繁，請稍後再試",
  },
  "limit.retryInSeconds": {
    "zh-CN": "操作过于频繁，请 {seconds} 秒后再试",
    "en-US": "You are doing this too often: try again in {seconds} seconds",
    "zh-TW": "操作過於頻繁，請 {seconds} 秒後再試",
  },
  "limit.retryInMinutes": {
    "zh-CN": "操作过于频繁，请 {minutes} 分钟后再试",
    "en-US": "You are doing this too often: try again in {minutes} minutes",
    "zh-TW": "操作過於頻繁，請 {minutes} 分鐘後再試",
  },
  "limit.retryInHours": {
    "zh-CN": "今天的操作次数已达上限，请 {hours} 小时后再试",
    "en-US": "You have reached today's limit for this: try again in {hours} hours",
    "zh-TW": "今天的操作次數已達上限，請 {hours} 小時後再試",
  },
  "error.session_lost": {
    "zh-CN": "登录状态已失效，请重新登录",
    "en-US": "Your session has ended, please sign in again",
    "zh-TW": "登入狀態已失效，請重新登入",
  },
  "error.service_unavailable": {
    "zh-CN": "服务暂不可用：数据库无法连接，请稍后再试",
    "en-US": "Service unavailable: the database cannot be reached, try again later",
    "zh-TW": "服務暫不可用：資料庫無法連線，請稍後再試",
  },
  "error.overloaded": {
    "zh-CN": "服务器繁忙，请稍后再试",
    "en-US": "The server is busy, try again in a few seconds",
    "zh-TW": "伺服器忙碌中，請稍後再試",
  },
  "error.internal": {
    "zh-CN": "服务器错误",
    "en-US": "Server error",
    "zh-TW": "伺服器錯誤",
  },
  "upload.tooLarge": {
    "zh-CN": "文件不能超过 {limit}",
    "en-US": "The file may be at most {limit}",
    "zh-TW": "檔案不能超過 {limit}",
  },
  "spreadsheet.tooLargeUncompressed": {
    "zh-CN": "表格解压后超过 {limit}，请拆分成较小的文件",
    "en-US": "The sheet unpacks to more than {limit}: split it into smaller files",
    "zh-TW": "表格解壓後超過 {limit}，請拆分成較小的檔案",
  },
  "upload.missingFile": {
    "zh-CN": "请选择要上传的文件",
    "en-US": "Choose a file to upload",
    "zh-TW": "請選擇要上傳的檔案",
  },
  "upload.extensionNotAllowed": {
    "zh-CN": "不支持该文件类型，允许的类型：{extensions}",
    "en-US": "This file type is not allowed; allowed types: {extensions}",
    "zh-TW": "不支援該檔案類型，允許的類型：{extensions}",
  },
  "upload.contentMismatch": {
    "zh-CN": "文件内容与扩展名 .{extension} 不符",
    "en-US": "The file's content does not match its .{extension} extension",
    "zh-TW": "檔案內容與副檔名 .{extension} 不符",
  },
  "upload.emptyFile": {
    "zh-CN": "文件是空的",
    "en-US": "The file is empty",
    "zh-TW": "檔案是空的",
  },
  "richText.tooLong": {
    "zh-CN": "正文不能超过 {limit} 字（不计排版标记），现有 {count} 字",
    "en-US": "The text may have at most {limit} characters (markup not counted); it has {count}",
    "zh-TW": "正文不能超過 {limit} 字（不計排版標記），現有 {count} 字",
  },
} as const satisfies MessageTable;
