import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** SMS verification codes. */
export const validateMessages = {
  "code.wrong": {
    "zh-CN": "验证码错误",
    "en-US": "Wrong verification code",
    "zh-TW": "驗證碼錯誤",
  },
  "code.expired": {
    "zh-CN": "验证码已失效，请重新获取",
    "en-US": "The verification code is no longer valid, request a new one",
    "zh-TW": "驗證碼已失效，請重新取得",
  },
  "code.resendTooSoon": {
    "zh-CN": "验证码已发送，请 {seconds} 秒后再试",
    "en-US": "A code was just sent, try again in {seconds} seconds",
    "zh-TW": "驗證碼已發送，請 {seconds} 秒後再試",
  },
  "code.dailyLimitPhone": {
    "zh-CN": "该手机号今日获取验证码次数已达上限",
    "en-US": "This phone number has reached today's limit of codes",
    "zh-TW": "該手機號今日取得驗證碼次數已達上限",
  },
  "code.dailyLimitAddress": {
    "zh-CN": "当前网络今日获取验证码次数已达上限",
    "en-US": "Your network has reached today's limit of codes",
    "zh-TW": "目前網路今日取得驗證碼次數已達上限",
  },
  "code.sendFailed": {
    "zh-CN": "短信发送失败，请稍后再试",
    "en-US": "The text message could not be sent, try again later",
    "zh-TW": "簡訊發送失敗，請稍後再試",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    validate: typeof validateMessages;
  }
}
