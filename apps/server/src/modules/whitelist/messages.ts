import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** The whitelist of whitelist-level documents. */
export const whitelistMessages = {
  "whitelist.notFound": {
    "zh-CN": "白名单记录不存在",
    "en-US": "No such whitelist entry",
    "zh-TW": "白名單記錄不存在",
  },
  "whitelist.duplicate": {
    "zh-CN": "该用户已在白名单中",
    "en-US": "This user is already on the whitelist",
    "zh-TW": "該使用者已在白名單中",
  },
  "whitelist.duplicateCompany": {
    "zh-CN": "该公司已在白名单中",
    "en-US": "This company is already on the whitelist",
    "zh-TW": "該公司已在白名單中",
  },
  "whitelist.userNotFound": {
    "zh-CN": "用户不存在或已删除",
    "en-US": "No such user, or the account was deleted",
    "zh-TW": "使用者不存在或已刪除",
  },
  "whitelist.membersOfCompanyOnly": {
    "zh-CN": "只有公司类型的白名单记录才有成员",
    "en-US": "Only a company entry has members",
    "zh-TW": "只有公司類型的白名單記錄才有成員",
  },
  "whitelist.import.column.phone": {
    "zh-CN": "用户手机号",
    "en-US": "User's phone",
    "zh-TW": "使用者手機號",
  },
  "whitelist.import.column.company": {
    "zh-CN": "公司名称",
    "en-US": "Company",
    "zh-TW": "公司名稱",
  },
  "whitelist.import.column.validUntil": {
    "zh-CN": "有效期至（YYYY-MM-DD，空为长期）",
    "en-US": "Valid until (YYYY-MM-DD, empty for no end)",
    "zh-TW": "有效期至（YYYY-MM-DD，空為長期）",
  },
  "whitelist.import.column.note": { "zh-CN": "备注", "en-US": "Note", "zh-TW": "備註" },
  "whitelist.import.column.memberPhone": {
    "zh-CN": "公司成员手机号",
    "en-US": "Company member's phone",
    "zh-TW": "公司成員手機號",
  },
  "whitelist.import.notSheet": {
    "zh-CN": "请上传由模板填写的 .xlsx 文件",
    "en-US": "Upload an .xlsx file filled in from the template",
    "zh-TW": "請上傳由範本填寫的 .xlsx 檔案",
  },
  "whitelist.import.empty": {
    "zh-CN": "表格中没有白名单记录",
    "en-US": "The sheet holds no whitelist entries",
    "zh-TW": "表格中沒有白名單記錄",
  },
  "whitelist.import.tooManyRows": {
    "zh-CN": "一次最多导入 {max} 条白名单记录",
    "en-US": "At most {max} whitelist entries can be imported at once",
    "zh-TW": "一次最多匯入 {max} 條白名單記錄",
  },
  "whitelist.import.rowsRefused": {
    "zh-CN": "{count} 行有误，未导入任何记录",
    "en-US": "{count} rows are wrong: no entry was imported",
    "zh-TW": "{count} 行有誤，未匯入任何記錄",
  },
  "whitelist.import.userOrCompany": {
    "zh-CN": "请填写手机号或公司名称中的一项",
    "en-US": "Fill in either a phone or a company, not both",
    "zh-TW": "請填寫手機號或公司名稱中的一項",
  },
  "whitelist.import.duplicateInFile": {
    "zh-CN": "与表格中的另一行重复",
    "en-US": "Repeats another row of the sheet",
    "zh-TW": "與表格中的另一行重複",
  },
  "whitelist.import.memberNeedsCompany": {
    "zh-CN": "成员手机号须与公司名称填在同一行",
    "en-US": "A member's phone goes with the company's name in the same row",
    "zh-TW": "成員手機號須與公司名稱填在同一行",
  },
  "whitelist.import.memberRowTerms": {
    "zh-CN": "成员行不填有效期和备注，它们属于公司所在的行",
    "en-US": "A member row takes no date or note: they belong to the company's own row",
    "zh-TW": "成員行不填有效期和備註，它們屬於公司所在的行",
  },
  "whitelist.import.companyNotListed": {
    "zh-CN": "该公司不在白名单中，表格中也没有添加它的行",
    "en-US": "This company is neither on the whitelist nor added by a row of the sheet",
    "zh-TW": "該公司不在白名單中，表格中也沒有新增它的行",
  },
  "whitelist.import.alreadyMember": {
    "zh-CN": "该用户已是这家公司的成员",
    "en-US": "This user is already a member of the company",
    "zh-TW": "該使用者已是這家公司的成員",
  },
  "whitelist.import.badDate": {
    "zh-CN": "日期须为 YYYY-MM-DD 格式",
    "en-US": "The date must read YYYY-MM-DD",
    "zh-TW": "日期須為 YYYY-MM-DD 格式",
  },
  "whitelist.import.pastDate": {
    "zh-CN": "有效期已过",
    "en-US": "This date has passed",
    "zh-TW": "有效期已過",
  },
  "whitelist.import.tooLong": {
    "zh-CN": "内容过长",
    "en-US": "Too long",
    "zh-TW": "內容過長",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    whitelist: typeof whitelistMessages;
  }
}
