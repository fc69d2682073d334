import { type Language, maxRecordId, passwordLimits } from "../constants.ts";

type Translations = Record<Language, string>;

/** Wording of the validation rules of the shared schemas, used by the server and the web. */
export const validationMessages = {
  "validation.phone.required": {
    "zh-CN": "请输入手机号",
    "en-US": "Enter your mobile number",
    "zh-TW": "請輸入手機號",
  },
  "validation.phone.invalid": {
    "zh-CN": "请输入 11 位中国大陆手机号",
    "en-US": "Enter an 11-digit mainland China mobile number",
    "zh-TW": "請輸入 11 位中國大陸手機號",
  },
  "validation.password.required": {
    "zh-CN": "请输入密码",
    "en-US": "Enter a password",
    "zh-TW": "請輸入密碼",
  },
  "validation.password.tooShort": {
    "zh-CN": `密码至少 ${passwordLimits.minLength} 个字符`,
    "en-US": `The password needs at least ${passwordLimits.minLength} characters`,
    "zh-TW": `密碼至少 ${passwordLimits.minLength} 個字元`,
  },
  "validation.password.tooLong": {
    "zh-CN": `密码最多 ${passwordLimits.maxLength} 个字符`,
    "en-US": `The password may have at most ${passwordLimits.maxLength} characters`,
    "zh-TW": `密碼最多 ${passwordLimits.maxLength} 個字元`,
  },
  "validation.password.spaces": {
    "zh-CN": `密码不能大部分是空格：去掉空格后至少 ${passwordLimits.minLength} 个字符，且空格不超过一半`,
    "en-US": `The password may not be mostly spaces: at least ${passwordLimits.minLength} characters without them, and at most half spaces`,
    "zh-TW": `密碼不能大部分是空格：去掉空格後至少 ${passwordLimits.minLength} 個字元，且空格不超過一半`,
  },
  "validation.password.classes": {
    "zh-CN": "密码需包含字母、数字、符号中的至少两种",
    "en-US": "Use at least two of letters, digits and symbols",
    "zh-TW": "密碼需包含字母、數字、符號中的至少兩種",
  },
  "validation.password.weak": {
    "zh-CN": "密码过于简单：不能包含 1234、abcd、admin、password 等常见字符串",
    "en-US": "Too simple: the password may not contain 1234, abcd, admin, password or similar",
    "zh-TW": "密碼過於簡單：不能包含 1234、abcd、admin、password 等常見字串",
  },
  "validation.password.containsPhone": {
    "zh-CN": "密码不能包含手机号",
    "en-US": "The password may not contain your phone number",
    "zh-TW": "密碼不能包含手機號",
  },
  "validation.password.mismatch": {
    "zh-CN": "两次输入的密码不一致",
    "en-US": "The two passwords do not match",
    "zh-TW": "兩次輸入的密碼不一致",
  },
  "validation.code.required": {
    "zh-CN": "请输入验证码",
    "en-US": "Enter the verification code",
    "zh-TW": "請輸入驗證碼",
  },
  "validation.code.format": {
    "zh-CN": "验证码为 6 位数字",
    "en-US": "The verification code has 6 digits",
    "zh-TW": "驗證碼為 6 位數字",
  },
  "validation.nickname.length": {
    "zh-CN": "昵称为 2 到 20 个字符",
    "en-US": "The nickname has 2 to 20 characters",
    "zh-TW": "暱稱為 2 到 20 個字元",
  },
  "validation.nickname.shape": {
    "zh-CN": "昵称不能是纯数字，也不能包含 @",
    "en-US": "The nickname may not be all digits nor contain @",
    "zh-TW": "暱稱不能是純數字，也不能包含 @",
  },
  "validation.nickname.characters": {
    "zh-CN": "昵称不能包含换行、控制字符、不可见字符或文字方向控制符",
    "en-US":
      "The nickname may not contain line breaks, control, invisible or text-direction characters",
    "zh-TW": "暱稱不能包含換行、控制字元、不可見字元或文字方向控制字元",
  },
  "validation.chatName.characters": {
    "zh-CN": "名称不能包含换行、控制字符、不可见字符或文字方向控制符",
    "en-US":
      "The name may not contain line breaks, control, invisible or text-direction characters",
    "zh-TW": "名稱不能包含換行、控制字元、不可見字元或文字方向控制字元",
  },
  "validation.email.invalid": {
    "zh-CN": "请输入正确的邮箱地址",
    "en-US": "Enter a valid e-mail address",
    "zh-TW": "請輸入正確的郵箱地址",
  },
  "validation.avatar.invalid": {
    "zh-CN": "头像必须是本站上传的图片",
    "en-US": "The avatar must be an image uploaded here",
    "zh-TW": "頭像必須是本站上傳的圖片",
  },
  "validation.account.required": {
    "zh-CN": "请输入手机号、邮箱或昵称",
    "en-US": "Enter your phone number, e-mail or nickname",
    "zh-TW": "請輸入手機號、郵箱或暱稱",
  },
  "validation.id": {
    "zh-CN": `必须是 1 到 ${maxRecordId} 之间的整数`,
    "en-US": `must be a whole number from 1 to ${maxRecordId}`,
    "zh-TW": `必須是 1 到 ${maxRecordId} 之間的整數`,
  },
  "validation.whitelist.userOrCompany": {
    "zh-CN": "请选择一个用户或填写一个公司名称（二选一）",
    "en-US": "Choose a user or enter a company name, not both",
    "zh-TW": "請選擇一個使用者或填寫一個公司名稱（二選一）",
  },
  "parameter.keyFormat": {
    "zh-CN": "参数键由小写字母开头的英文字母和数字组成，可用点分段，如 site.name",
    "en-US":
      "A key is letters and digits starting with a lower-case letter, in dotted parts such as site.name",
    "zh-TW": "參數鍵由小寫字母開頭的英文字母和數字組成，可用點分段，如 site.name",
  },
  "validation.text.control": {
    "zh-CN": "包含无法输入的控制字符或无效字符",
    "en-US": "contains control or broken characters that cannot be typed",
    "zh-TW": "包含無法輸入的控制字元或無效字元",
  },
  "validation.body.malformedJson": {
    "zh-CN": "请求体不是有效的 JSON",
    "en-US": "The request body is not valid JSON",
    "zh-TW": "請求內容不是有效的 JSON",
  },
  "validation.body.unsupportedType": {
    "zh-CN": "不支持该请求体类型：请发送 JSON，上传文件时发送 multipart/form-data",
    "en-US":
      "This kind of request body is not accepted: send JSON, or multipart/form-data for an upload",
    "zh-TW": "不支援該請求內容類型：請傳送 JSON，上傳檔案時傳送 multipart/form-data",
  },
  "validation.upload.malformed": {
    "zh-CN": "上传的数据格式错误或不完整，请重新上传",
    "en-US": "The upload was malformed or cut off: upload the file again",
    "zh-TW": "上傳的資料格式錯誤或不完整，請重新上傳",
  },
  "validation.upload.tooManyParts": {
    "zh-CN": "上传包含的文件或字段过多",
    "en-US": "The upload has too many files or fields",
    "zh-TW": "上傳包含的檔案或欄位過多",
  },
  "validation.database.invalidValue": {
    "zh-CN": "请求中的某个值超出范围或包含无法保存的字符",
    "en-US": "A value in the request is out of range or holds characters that cannot be stored",
    "zh-TW": "請求中的某個值超出範圍或包含無法儲存的字元",
  },
  "validation.richText.tooLong": {
    "zh-CN": "正文超过 10000 字，请删减后再保存",
    "en-US": "The text is over 10,000 characters: shorten it before saving",
    "zh-TW": "內文超過 10000 字，請刪減後再儲存",
  },
  "product.compareIds": {
    "zh-CN": "请选择 2 到 4 个产品进行对比",
    "en-US": "Choose 2 to 4 products to compare",
    "zh-TW": "請選擇 2 到 4 個產品進行比較",
  },
  "document.versionFormat": {
    "zh-CN": "版本号为 1 到 4 段数字，可加前缀 V，如 V1.2 或 2.0.1",
    "en-US": "A version is 1 to 4 numbers joined by dots, optionally after a V: V1.2, 2.0.1",
    "zh-TW": "版本號為 1 到 4 段數字，可加前綴 V，如 V1.2 或 2.0.1",
  },
  "document.downloadTarget": {
    "zh-CN": "请指定文档或版本",
    "en-US": "Name a document or a version",
    "zh-TW": "請指定文件或版本",
  },
} as const satisfies Record<string, Translations>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(validationMessages, key);
}

/**
 * Wording of the schema checks that carry no message of their own (a number where text was
 * expected, a text too long, ...), said of the field they are about; `{name}` is filled in.
 */
const issueMessages = {
  required: { "zh-CN": "不能为空", "en-US": "is required", "zh-TW": "不能為空" },
  number: { "zh-CN": "必须是数字", "en-US": "must be a number", "zh-TW": "必須是數字" },
  integer: { "zh-CN": "必须是整数", "en-US": "must be a whole number", "zh-TW": "必須是整數" },
  text: { "zh-CN": "必须是文本", "en-US": "must be text", "zh-TW": "必須是文字" },
  boolean: {
    "zh-CN": "必须是 true 或 false",
    "en-US": "must be true or false",
    "zh-TW": "必須是 true 或 false",
  },
  list: { "zh-CN": "必须是列表", "en-US": "must be a list", "zh-TW": "必須是清單" },
  object: { "zh-CN": "必须是对象", "en-US": "must be an object", "zh-TW": "必須是物件" },
  bodyObject: {
    "zh-CN": "请求体必须是 JSON 对象",
    "en-US": "The request body must be a JSON object",
    "zh-TW": "請求內容必須是 JSON 物件",
  },
  wrongType: { "zh-CN": "类型不正确", "en-US": "has the wrong type", "zh-TW": "類型不正確" },
  textAtLeast: {
    "zh-CN": "至少需要 {minimum} 个字符",
    "en-US": "needs at least {minimum} characters",
    "zh-TW": "至少需要 {minimum} 個字元",
  },
  textAtMost: {
    "zh-CN": "最多 {maximum} 个字符",
    "en-US": "may have at most {maximum} characters",
    "zh-TW": "最多 {maximum} 個字元",
  },
  itemsAtLeast: {
    "zh-CN": "至少需要 {minimum} 项",
    "en-US": "needs at least {minimum} items",
    "zh-TW": "至少需要 {minimum} 項",
  },
  itemsAtMost: {
    "zh-CN": "最多 {maximum} 项",
    "en-US": "may have at most {maximum} items",
    "zh-TW": "最多 {maximum} 項",
  },
  numberAtLeast: {
    "zh-CN": "不能小于 {minimum}",
    "en-US": "must be at least {minimum}",
    "zh-TW": "不能小於 {minimum}",
  },
  numberAbove: {
    "zh-CN": "必须大于 {minimum}",
    "en-US": "must be greater than {minimum}",
    "zh-TW": "必須大於 {minimum}",
  },
  numberAtMost: {
    "zh-CN": "不能大于 {maximum}",
    "en-US": "must be at most {maximum}",
    "zh-TW": "不能大於 {maximum}",
  },
  numberBelow: {
    "zh-CN": "必须小于 {maximum}",
    "en-US": "must be less than {maximum}",
    "zh-TW": "必須小於 {maximum}",
  },
  oneOf: {
    "zh-CN": "必须是以下之一：{values}",
    "en-US": "must be one of: {values}",
    "zh-TW": "必須是以下之一：{values}",
  },
  url: {
    "zh-CN": "必须是以 http:// 或 https:// 开头的网址",
    "en-US": "must be a web address starting with http:// or https://",
    "zh-TW": "必須是以 http:// 或 https:// 開頭的網址",
  },
  format: { "zh-CN": "格式不正确", "en-US": "has the wrong format", "zh-TW": "格式不正確" },
  unknownFields: {
    "zh-CN": "包含不接受的字段：{keys}",
    "en-US": "has fields that are not accepted: {keys}",
    "zh-TW": "包含不接受的欄位：{keys}",
  },
  invalid: { "zh-CN": "无效", "en-US": "is not valid", "zh-TW": "無效" },
} as const satisfies Record<string, Translations>;

type IssueMessageKey = keyof typeof issueMessages;

/** A failed schema check as the validator reports it (zod's issue fields), and its context. */
export type ValidationIssue = {
  code: string;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  values?: unknown;
  keys?: unknown;
  format?: unknown;
  /** The issues of each option of a union, when none of them matched. */
  errors?: unknown;
  /** False when the value was left out of the request altogether. */
  given: boolean;
  /** True when the issue is about the whole body or query rather than one field. */
  atRoot: boolean;
};

const expectedTypeMessages: Record<string, IssueMessageKey> = {
  number: "number",
  int: "integer",
  bigint: "integer",
  string: "text",
  boolean: "boolean",
  array: "list",
  tuple: "list",
  set: "list",
  object: "object",
  record: "object",
  map: "object",
};

function listed(values: unknown): string {
  if (!Array.isArray(values)) return "";
  return values.map((value) => (typeof value === "string" ? value : String(value))).join(", ");
}

function sizeMessage(issue: ValidationIssue, bound: "minimum" | "maximum"): IssueMessageKey {
  const inclusive = issue.inclusive !== false;
  if (issue.origin === "string") return bound === "minimum" ? "textAtLeast" : "textAtMost";
  if (issue.origin === "array" || issue.origin === "set") {
    return bound === "minimum" ? "itemsAtLeast" : "itemsAtMost";
  }
  if (bound === "minimum") return inclusive ? "numberAtLeast" : "numberAbove";
  return inclusive ? "numberAtMost" : "numberBelow";
}

/** The message of an issue with its parameters, before they are filled in. */
function issueMessage(issue: ValidationIssue): { key: IssueMessageKey; params?: object } {
  switch (issue.code) {
    case "invalid_type":
      if (issue.atRoot && issue.expected === "object") return { key: "bodyObject" };
      if (!issue.given) return { key: "required" };
      return { key: expectedTypeMessages[String(issue.expected)] ?? "wrongType" };
    case "too_small":
      return { key: sizeMessage(issue, "minimum"), params: { minimum: issue.minimum } };
    case "too_big":
      return { key: sizeMessage(issue, "maximum"), params: { maximum: issue.maximum } };
    case "invalid_value":
      return { key: "oneOf", params: { values: listed(issue.values) } };
    case "invalid_format":
      return { key: issue.format === "url" ? "url" : "format" };
    case "unrecognized_keys":
      return { key: "unknownFields", params: { keys: listed(issue.keys) } };
    default:
      return { key: "invalid" };
  }
}

/**
 * Says, in `language`, what was wrong with a value that failed a check without a message of its
 * own. A union none of whose options matched is described by the option of the right type.
 */
export function describeValidationIssue(language: Language, issue: ValidationIssue): string {
  if (issue.code === "invalid_union" && Array.isArray(issue.errors)) {
    const ofRightType = (issue.errors as { code?: string; path?: unknown[] }[][]).find(
      (option) =>
        option.length > 0 &&
        !option.some((nested) => nested.code === "invalid_type" && nested.path?.length === 0),
    );
    const first = ofRightType?.[0];
    if (first) {
      const nested = { ...first, code: String(first.code), given: issue.given, atRoot: false };
      return nestedIssueText(language, nested as ValidationIssue & { message?: unknown });
    }
  }
  const { key, params = {} } = issueMessage(issue);
  return issueMessages[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String((params as Record<string, unknown>)[name]) : whole,
  );
}

/** A union option's issue: its own message when that is one of ours, else described. */
function nestedIssueText(
  language: Language,
  issue: ValidationIssue & { message?: unknown },
): string {
  const message = typeof issue.message === "string" ? issue.message : "";
  if (isValidationMessageKey(message)) return validationMessages[message][language];
  return describeValidationIssue(language, issue);
}
