import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Accounts: sign-in, registration, passwords and profiles. */
export const userMessages = {
  "account.credentialsWrong": {
    "zh-CN": "账号或密码错误",
    "en-US": "Wrong account or password",
    "zh-TW": "帳號或密碼錯誤",
  },
  "account.captchaRequired": {
    "zh-CN": "请先完成安全验证",
    "en-US": "Complete the security check first",
    "zh-TW": "請先完成安全驗證",
  },
  "account.captchaWrong": {
    "zh-CN": "安全验证未通过或已过期，请重试",
    "en-US": "The security check failed or has expired, try again",
    "zh-TW": "安全驗證未通過或已過期，請重試",
  },
  "account.lockedForAddress": {
    "zh-CN": "登录失败次数过多，已暂停从您所在网络登录此账号，请 {minutes} 分钟后再试",
    "en-US":
      "Too many failed sign-ins: signing in to this account from your network is paused, try again in {minutes} minutes",
    "zh-TW": "登入失敗次數過多，已暫停從您所在網路登入此帳號，請 {minutes} 分鐘後再試",
  },
  "account.signInDelayed": {
    "zh-CN": "此账号近期登录失败较多，请 {seconds} 秒后再试",
    "en-US": "This account has had several failed sign-ins: try again in {seconds} seconds",
    "zh-TW": "此帳號近期登入失敗較多，請 {seconds} 秒後再試",
  },
  "account.notStaff": {
    "zh-CN": "该账号没有管理后台权限",
    "en-US": "This account has no access to the management area",
    "zh-TW": "該帳號沒有管理後台權限",
  },
  "account.phoneRegistered": {
    "zh-CN": "该手机号已注册",
    "en-US": "This phone number is already registered",
    "zh-TW": "該手機號已註冊",
  },
  "account.phoneNotRegistered": {
    "zh-CN": "该手机号未注册",
    "en-US": "This phone number is not registered",
    "zh-TW": "該手機號未註冊",
  },
  "account.nicknameTaken": {
    "zh-CN": "该昵称已被使用",
    "en-US": "This nickname is already taken",
    "zh-TW": "該暱稱已被使用",
  },
  "account.nicknameLikeStaff": {
    "zh-CN": "该昵称与管理人员的昵称过于相似，请换一个",
    "en-US": "This nickname looks the same as a staff member's, choose another",
    "zh-TW": "該暱稱與管理人員的暱稱過於相似，請換一個",
  },
  "account.emailTaken": {
    "zh-CN": "该邮箱已被使用",
    "en-US": "This e-mail is already used by another account",
    "zh-TW": "該郵箱已被使用",
  },
  "account.oldPasswordWrong": {
    "zh-CN": "原密码错误",
    "en-US": "The current password is wrong",
    "zh-TW": "原密碼錯誤",
  },
  "account.samePassword": {
    "zh-CN": "新密码不能与原密码相同",
    "en-US": "The new password must differ from the current one",
    "zh-TW": "新密碼不能與原密碼相同",
  },
  "account.avatarNotOwn": {
    "zh-CN": "头像只能使用自己上传的图片",
    "en-US": "The avatar must be an image you uploaded yourself",
    "zh-TW": "頭像只能使用自己上傳的圖片",
  },
  "account.notInDictionary": {
    "zh-CN": "请从列表中选择",
    "en-US": "Choose one of the listed entries",
    "zh-TW": "請從列表中選擇",
  },
  "account.userNotFound": {
    "zh-CN": "用户不存在",
    "en-US": "No such user",
    "zh-TW": "使用者不存在",
  },
  "safety.required": {
    "zh-CN": "请先完成短信安全验证",
    "en-US": "Confirm with a text message code first",
    "zh-TW": "請先完成簡訊安全驗證",
  },
  "account.notImage": {
    "zh-CN": "请上传 PNG、JPEG、GIF 或 WebP 图片",
    "en-US": "Upload a PNG, JPEG, GIF or WebP image",
    "zh-TW": "請上傳 PNG、JPEG、GIF 或 WebP 圖片",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    user: typeof userMessages;
  }
}
