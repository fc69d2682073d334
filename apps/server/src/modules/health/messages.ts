import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** What the readiness probe says when this instance should not be sent work. */
export const healthMessages = {
  "health.starting": {
    "zh-CN": "服务正在启动，请稍后再试",
    "en-US": "The server is still starting, try again shortly",
    "zh-TW": "服務正在啟動，請稍後再試",
  },
  "health.draining": {
    "zh-CN": "该实例正在停止，请求将由其他实例处理",
    "en-US": "This instance is shutting down; other instances take its requests",
    "zh-TW": "該實例正在停止，請求將由其他實例處理",
  },
  "health.unreachable": {
    "zh-CN": "服务暂不可用：无法连接{parts}",
    "en-US": "Not ready: cannot reach {parts}",
    "zh-TW": "服務暫不可用：無法連線{parts}",
  },
  "health.part.database": { "zh-CN": "数据库", "en-US": "the database", "zh-TW": "資料庫" },
  "health.part.redis": { "zh-CN": "Redis", "en-US": "Redis", "zh-TW": "Redis" },
  "health.part.storage": { "zh-CN": "文件存储", "en-US": "the file storage", "zh-TW": "檔案儲存" },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    health: typeof healthMessages;
  }
}
