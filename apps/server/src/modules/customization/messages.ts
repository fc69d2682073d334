import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Customization requests, their replies and their files. */
export const customizationMessages = {
  "customization.notFound": {
    "zh-CN": "定制申请不存在",
    "en-US": "No such customization request",
    "zh-TW": "客製申請不存在",
  },
  "customization.closed": {
    "zh-CN": "该定制申请已关闭，不能再处理或回复",
    "en-US": "This customization request is closed: it can no longer be dealt with or answered",
    "zh-TW": "該客製申請已關閉，不能再處理或回覆",
  },
  "customization.assigneeNotStaff": {
    "zh-CN": "只能指派给有定制管理权限的工作人员",
    "en-US": "A request can only be assigned to staff who manage customization",
    "zh-TW": "只能指派給有客製管理權限的工作人員",
  },
  "customization.alreadyAssigned": {
    "zh-CN": "该申请已指派给这位工作人员",
    "en-US": "The request is already assigned to this staff member",
    "zh-TW": "該申請已指派給這位工作人員",
  },
  "customization.phoneInvalid": {
    "zh-CN": "请输入有效的电话号码（数字，可含 +、-、空格和括号）",
    "en-US": "Enter a valid telephone number (digits, with +, -, spaces or brackets)",
    "zh-TW": "請輸入有效的電話號碼（數字，可含 +、-、空格和括號）",
  },
  "customization.attachmentUnknown": {
    "zh-CN": "附件无效，请重新上传",
    "en-US": "An attachment is not valid: upload it again",
    "zh-TW": "附件無效，請重新上傳",
  },
  "customization.attachmentNotFound": {
    "zh-CN": "附件不存在",
    "en-US": "No such attachment",
    "zh-TW": "附件不存在",
  },
  "customization.exportSheet": {
    "zh-CN": "私有定制",
    "en-US": "Customization requests",
    "zh-TW": "私有客製",
  },
  "customization.column.id": { "zh-CN": "编号", "en-US": "No.", "zh-TW": "編號" },
  "customization.column.company": { "zh-CN": "公司", "en-US": "Company", "zh-TW": "公司" },
  "customization.column.contact": { "zh-CN": "联系人", "en-US": "Contact", "zh-TW": "聯絡人" },
  "customization.column.phone": { "zh-CN": "电话", "en-US": "Telephone", "zh-TW": "電話" },
  "customization.column.email": { "zh-CN": "邮箱", "en-US": "Email", "zh-TW": "信箱" },
  "customization.column.moduleModel": {
    "zh-CN": "模组型号",
    "en-US": "Module model",
    "zh-TW": "模組型號",
  },
  "customization.column.quantity": { "zh-CN": "数量", "en-US": "Quantity", "zh-TW": "數量" },
  "customization.column.requirement": {
    "zh-CN": "需求描述",
    "en-US": "Requirement",
    "zh-TW": "需求描述",
  },
  "customization.column.state": { "zh-CN": "状态", "en-US": "State", "zh-TW": "狀態" },
  "customization.column.assignee": {
    "zh-CN": "处理人",
    "en-US": "Assignee",
    "zh-TW": "處理人",
  },
  "customization.column.replies": { "zh-CN": "回复数", "en-US": "Replies", "zh-TW": "回覆數" },
  "customization.column.createdAt": {
    "zh-CN": "提交时间",
    "en-US": "Sent at",
    "zh-TW": "提交時間",
  },
  "customization.column.closedAt": {
    "zh-CN": "关闭时间",
    "en-US": "Closed at",
    "zh-TW": "關閉時間",
  },
  "customization.state.new": { "zh-CN": "待处理", "en-US": "New", "zh-TW": "待處理" },
  "customization.state.assigned": {
    "zh-CN": "处理中",
    "en-US": "Assigned",
    "zh-TW": "處理中",
  },
  "customization.state.closed": { "zh-CN": "已关闭", "en-US": "Closed", "zh-TW": "已關閉" },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    customization: typeof customizationMessages;
  }
}
