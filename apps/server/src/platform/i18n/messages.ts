import {
  defaultLanguage,
  isValidationMessageKey,
  type Language,
  languages,
  validationMessages,
} from "@portal/shared";

type Translations = Record<Language, string>;

/** Server messages; `{name}` placeholders are filled from the params. */
const serverMessages = {
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
  "error.payload_too_large": {
    "zh-CN": "上传内容过大",
    "en-US": "The upload is too large",
    "zh-TW": "上傳內容過大",
  },
  "error.too_many_requests": {
    "zh-CN": "请求过于频繁，请稍后再试",
    "en-US": "Too many requests, try again later",
    "zh-TW": "請求過於頻繁，請稍後再試",
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
  "error.internal": {
    "zh-CN": "服务器错误",
    "en-US": "Server error",
    "zh-TW": "伺服器錯誤",
  },
  "account.credentialsWrong": {
    "zh-CN": "账号或密码错误",
    "en-US": "Wrong account or password",
    "zh-TW": "帳號或密碼錯誤",
  },
  "account.captchaRequired": {
    "zh-CN": "请输入图形验证码",
    "en-US": "Enter the characters in the picture",
    "zh-TW": "請輸入圖形驗證碼",
  },
  "account.captchaWrong": {
    "zh-CN": "图形验证码错误或已过期",
    "en-US": "The picture code is wrong or has expired",
    "zh-TW": "圖形驗證碼錯誤或已過期",
  },
  "account.locked": {
    "zh-CN": "登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试",
    "en-US": "Too many failed sign-ins: the account is locked, try again in {minutes} minutes",
    "zh-TW": "登入失敗次數過多，帳號已鎖定，請 {minutes} 分鐘後再試",
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
  "account.userNotFound": {
    "zh-CN": "用户不存在",
    "en-US": "No such user",
    "zh-TW": "使用者不存在",
  },
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
  "safety.required": {
    "zh-CN": "请先完成短信安全验证",
    "en-US": "Confirm with a text message code first",
    "zh-TW": "請先完成簡訊安全驗證",
  },
  "upload.notImage": {
    "zh-CN": "请上传 PNG、JPEG、GIF 或 WebP 图片",
    "en-US": "Upload a PNG, JPEG, GIF or WebP image",
    "zh-TW": "請上傳 PNG、JPEG、GIF 或 WebP 圖片",
  },
  "upload.tooLarge": {
    "zh-CN": "文件不能超过 {limit}",
    "en-US": "The file may be at most {limit}",
    "zh-TW": "檔案不能超過 {limit}",
  },
  "upload.missingFile": {
    "zh-CN": "请选择要上传的文件",
    "en-US": "Choose a file to upload",
    "zh-TW": "請選擇要上傳的檔案",
  },
  "dict.unknownType": {
    "zh-CN": "未知的字典类型",
    "en-US": "Unknown dictionary type",
    "zh-TW": "未知的字典類型",
  },
  "dict.idTaken": {
    "zh-CN": "该字典编号已存在",
    "en-US": "This dictionary id already exists",
    "zh-TW": "該字典編號已存在",
  },
} as const satisfies Record<string, Translations>;

export type MessageKey = keyof typeof serverMessages;

/** The first supported language of an Accept-Language header, else the default. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const wanted = header
    .split(",")
    .map((part) => part.split(";")[0]?.trim().toLowerCase() ?? "")
    .filter(Boolean);
  for (const tag of wanted) {
    const exact = languages.find((language) => language.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === "zh-hk" || tag === "zh-mo" || tag.startsWith("zh-hant")) return "zh-TW";
    if (tag.startsWith("zh")) return "zh-CN";
    if (tag.startsWith("en")) return "en-US";
  }
  return defaultLanguage;
}

/** Translates a server or validation message key; anything else is returned as it is. */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const entry = Object.hasOwn(serverMessages, key)
    ? serverMessages[key as MessageKey]
    : isValidationMessageKey(key)
      ? validationMessages[key]
      : undefined;
  if (!entry) return key;
  return entry[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
