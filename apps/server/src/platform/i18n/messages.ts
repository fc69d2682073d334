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
    "zh-CN": "请先完成安全验证",
    "en-US": "Complete the security check first",
    "zh-TW": "請先完成安全驗證",
  },
  "account.captchaWrong": {
    "zh-CN": "安全验证未通过或已过期，请重试",
    "en-US": "The security check failed or has expired, try again",
    "zh-TW": "安全驗證未通過或已過期，請重試",
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
  // Documents and downloads (issue 4).
  "document.notFound": {
    "zh-CN": "文档不存在",
    "en-US": "No such document",
    "zh-TW": "文件不存在",
  },
  "document.versionNotFound": {
    "zh-CN": "该文档版本不存在",
    "en-US": "No such version of the document",
    "zh-TW": "該文件版本不存在",
  },
  "document.productNotFound": {
    "zh-CN": "产品不存在或未发布",
    "en-US": "No such product, or it is not published",
    "zh-TW": "產品不存在或未發佈",
  },
  "document.parentNotFound": {
    "zh-CN": "上级文档不存在",
    "en-US": "The parent document does not exist",
    "zh-TW": "上層文件不存在",
  },
  "document.parentCycle": {
    "zh-CN": "上级文档不能是它自己或它的下级文档",
    "en-US": "The parent cannot be the document itself or one of its child documents",
    "zh-TW": "上層文件不能是它自己或它的下層文件",
  },
  "document.hasChildren": {
    "zh-CN": "该文档还有下级文档，请先删除或移走它们",
    "en-US": "This document still has child documents: delete or move them first",
    "zh-TW": "該文件還有下層文件，請先刪除或移走它們",
  },
  "document.versionNotNewer": {
    "zh-CN": "版本号必须高于已有的最新版本 {latest}",
    "en-US": "The version must be newer than the latest one, {latest}",
    "zh-TW": "版本號必須高於已有的最新版本 {latest}",
  },
  "document.fileMissing": {
    "zh-CN": "文档文件已丢失，请联系管理员",
    "en-US": "The document's file is missing, please tell the administrator",
    "zh-TW": "文件檔案已遺失，請聯絡管理員",
  },
  "document.signInToDownload": {
    "zh-CN": "请登录后下载该文档",
    "en-US": "Sign in to download this document",
    "zh-TW": "請登入後下載該文件",
  },
  "document.whitelistOnly": {
    "zh-CN": "该文档仅向白名单用户开放，如需下载请联系我们",
    "en-US": "This document is open to whitelisted users only; contact us to request access",
    "zh-TW": "該文件僅向白名單使用者開放，如需下載請聯絡我們",
  },
  "document.notPdf": {
    "zh-CN": "只有 PDF 文档可以加水印下载",
    "en-US": "Only PDF documents can be downloaded with a watermark",
    "zh-TW": "只有 PDF 文件可以加浮水印下載",
  },
  "document.notWatermarkable": {
    "zh-CN": "该 PDF 无法读取（已损坏或已加密），不能加水印",
    "en-US": "This PDF cannot be read (damaged or encrypted), so it cannot be watermarked",
    "zh-TW": "該 PDF 無法讀取（已損毀或已加密），不能加浮水印",
  },
  "document.extensionNotAllowed": {
    "zh-CN": "不支持该文件类型，允许的类型：{extensions}",
    "en-US": "This file type is not allowed; allowed types: {extensions}",
    "zh-TW": "不支援該檔案類型，允許的類型：{extensions}",
  },
  "document.contentMismatch": {
    "zh-CN": "文件内容与扩展名 .{extension} 不符",
    "en-US": "The file's content does not match its .{extension} extension",
    "zh-TW": "檔案內容與副檔名 .{extension} 不符",
  },
  "document.emptyFile": {
    "zh-CN": "文件是空的",
    "en-US": "The file is empty",
    "zh-TW": "檔案是空的",
  },
  "document.feedbackNotFound": {
    "zh-CN": "该反馈不存在",
    "en-US": "No such feedback",
    "zh-TW": "該回饋不存在",
  },
  "document.packageEmptyReadme": {
    "zh-CN": "{model} 暂无公开文档。\r\n登录后可在产品详情页查看需要登录或白名单权限的文档。\r\n",
    "en-US":
      "{model} has no public document yet.\r\nSign in to see the documents that need an account or whitelist access on the product page.\r\n",
    "zh-TW": "{model} 暫無公開文件。\r\n登入後可在產品詳情頁查看需要登入或白名單權限的文件。\r\n",
  },
  // Product catalogue (issue 4).
  "product.notFound": { "zh-CN": "产品不存在", "en-US": "No such product", "zh-TW": "產品不存在" },
  "product.modelTaken": {
    "zh-CN": "该型号已存在",
    "en-US": "A product with this model already exists",
    "zh-TW": "該型號已存在",
  },
  "product.hasChildren": {
    "zh-CN": "该产品下还有子产品，请先删除或移走子产品",
    "en-US": "This product still has sub-products: delete or move them first",
    "zh-TW": "該產品下還有子產品，請先刪除或移走子產品",
  },
  "product.hasDocuments": {
    "zh-CN": "该产品还有文档，请先删除它的文档",
    "en-US": "This product still has documents: delete them first",
    "zh-TW": "該產品還有文件，請先刪除它的文件",
  },
  "product.parentNotFound": {
    "zh-CN": "所属模组不存在",
    "en-US": "The parent module does not exist",
    "zh-TW": "所屬模組不存在",
  },
  "product.parentNotModule": {
    "zh-CN": "所属产品必须是不属于其他产品的模组（2G、4G、NB-IoT、5G）",
    "en-US": "The parent must be a top-level module (2G, 4G, NB-IoT or 5G)",
    "zh-TW": "所屬產品必須是不屬於其他產品的模組（2G、4G、NB-IoT、5G）",
  },
  "product.parentSelf": {
    "zh-CN": "产品不能属于它自己",
    "en-US": "A product cannot belong to itself",
    "zh-TW": "產品不能屬於它自己",
  },
  "product.parentHasChildren": {
    "zh-CN": "该产品有子产品，不能再属于其他产品",
    "en-US": "This product has sub-products, so it cannot belong to another product",
    "zh-TW": "該產品有子產品，不能再屬於其他產品",
  },
  "product.childrenNeedModule": {
    "zh-CN": "该产品有子产品，类型必须是模组（2G、4G、NB-IoT、5G）",
    "en-US": "This product has sub-products, so its type must be a module (2G, 4G, NB-IoT or 5G)",
    "zh-TW": "該產品有子產品，類型必須是模組（2G、4G、NB-IoT、5G）",
  },
  "product.relatedNotFound": {
    "zh-CN": "关联产品不存在",
    "en-US": "A related product does not exist",
    "zh-TW": "關聯產品不存在",
  },
  "product.relatedSelf": {
    "zh-CN": "产品不能关联它自己",
    "en-US": "A product cannot be related to itself",
    "zh-TW": "產品不能關聯它自己",
  },
  "product.parameterNumber": {
    "zh-CN": "请输入数字",
    "en-US": "Enter a number",
    "zh-TW": "請輸入數字",
  },
  "product.parameterText": {
    "zh-CN": "请输入文本",
    "en-US": "Enter a text",
    "zh-TW": "請輸入文字",
  },
  "product.parameterList": {
    "zh-CN": "请输入一组文本",
    "en-US": "Enter a list of texts",
    "zh-TW": "請輸入一組文字",
  },
  "product.boardOrTerminalOnly": {
    "zh-CN": "这里只能管理开发板和终端",
    "en-US": "Only development boards and terminals are managed here",
    "zh-TW": "這裡只能管理開發板和終端",
  },
  "product.imageNotUploaded": {
    "zh-CN": "图片必须是本站上传的产品图片",
    "en-US": "Images must be product images uploaded here",
    "zh-TW": "圖片必須是本站上傳的產品圖片",
  },
  "product.imageType": {
    "zh-CN": "请上传 PNG、JPEG 或 WebP 图片",
    "en-US": "Upload a PNG, JPEG or WebP image",
    "zh-TW": "請上傳 PNG、JPEG 或 WebP 圖片",
  },
  "product.type.devBoard": { "zh-CN": "开发板", "en-US": "Development board", "zh-TW": "開發板" },
  "product.type.terminal": { "zh-CN": "终端", "en-US": "Terminal", "zh-TW": "終端" },
  "product.package.Board": { "zh-CN": "板卡", "en-US": "Board", "zh-TW": "板卡" },
  "product.status.draft": { "zh-CN": "草稿", "en-US": "Draft", "zh-TW": "草稿" },
  "product.status.published": { "zh-CN": "已发布", "en-US": "Published", "zh-TW": "已發佈" },
  "product.field.productType": {
    "zh-CN": "产品类型",
    "en-US": "Product type",
    "zh-TW": "產品類型",
  },
  "product.field.networkSystem": {
    "zh-CN": "网络制式",
    "en-US": "Network system",
    "zh-TW": "網路制式",
  },
  "product.field.packageType": {
    "zh-CN": "封装类型",
    "en-US": "Package type",
    "zh-TW": "封裝類型",
  },
  "product.field.model": { "zh-CN": "型号", "en-US": "Model", "zh-TW": "型號" },
  "product.field.name": { "zh-CN": "名称", "en-US": "Name", "zh-TW": "名稱" },
  "product.field.summary": { "zh-CN": "简介", "en-US": "Summary", "zh-TW": "簡介" },
  "product.field.parameter": { "zh-CN": "参数", "en-US": "Parameter", "zh-TW": "參數" },
  "product.export.comparison": {
    "zh-CN": "产品对比",
    "en-US": "Product comparison",
    "zh-TW": "產品比較",
  },
  "product.export.catalogue": {
    "zh-CN": "产品目录",
    "en-US": "Product catalogue",
    "zh-TW": "產品目錄",
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
