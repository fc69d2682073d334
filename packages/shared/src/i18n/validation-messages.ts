import type { Language } from "../constants.ts";

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
    "zh-CN": "密码至少 8 个字符",
    "en-US": "The password needs at least 8 characters",
    "zh-TW": "密碼至少 8 個字元",
  },
  "validation.password.tooLong": {
    "zh-CN": "密码最多 32 个字符",
    "en-US": "The password may have at most 32 characters",
    "zh-TW": "密碼最多 32 個字元",
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
