import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Sample applications: the member's request, staff's decision and the shipment. */
export const samplesMessages = {
  "samples.notFound": {
    "zh-CN": "样品申请不存在",
    "en-US": "No such sample application",
    "zh-TW": "樣品申請不存在",
  },
  "samples.productNotFound": {
    "zh-CN": "该产品不存在或未发布",
    "en-US": "No such published product",
    "zh-TW": "該產品不存在或未發佈",
  },
  "samples.openApplication": {
    "zh-CN": "您已有该产品的样品申请（编号 {id}）正在处理中，处理完成后才能再次申请",
    "en-US":
      "Your sample application no. {id} for this product is still open; apply again once it is settled",
    "zh-TW": "您已有該產品的樣品申請（編號 {id}）正在處理中，處理完成後才能再次申請",
  },
  "samples.provinceUnknown": {
    "zh-CN": "请选择列表中的省份",
    "en-US": "Choose a province from the list",
    "zh-TW": "請選擇清單中的省份",
  },
  "samples.cityNotInProvince": {
    "zh-CN": "该城市不属于所选省份",
    "en-US": "This city is not in the province chosen",
    "zh-TW": "該城市不屬於所選省份",
  },
  "samples.reasonRequired": {
    "zh-CN": "请填写拒绝原因",
    "en-US": "Give the reason for the refusal",
    "zh-TW": "請填寫拒絕原因",
  },
  "samples.carrierRequired": {
    "zh-CN": "请填写快递公司",
    "en-US": "Give the carrier",
    "zh-TW": "請填寫快遞公司",
  },
  "samples.trackingNumberRequired": {
    "zh-CN": "请填写快递单号",
    "en-US": "Give the tracking number",
    "zh-TW": "請填寫快遞單號",
  },
  "samples.notPending": {
    "zh-CN": "该申请已不是待审核状态，无法执行此操作",
    "en-US": "The application is no longer pending, so this cannot be done",
    "zh-TW": "該申請已不是待審核狀態，無法執行此操作",
  },
  "samples.notApproved": {
    "zh-CN": "只有已通过且未发货的申请可以登记发货",
    "en-US": "Only an approved application not yet shipped can be shipped",
    "zh-TW": "只有已通過且未出貨的申請可以登記出貨",
  },
  "samples.export.sheet": {
    "zh-CN": "样品申请",
    "en-US": "Sample applications",
    "zh-TW": "樣品申請",
  },
  "samples.export.id": { "zh-CN": "编号", "en-US": "No.", "zh-TW": "編號" },
  "samples.export.createdAt": { "zh-CN": "申请时间", "en-US": "Applied at", "zh-TW": "申請時間" },
  "samples.export.applicant": { "zh-CN": "申请人", "en-US": "Applicant", "zh-TW": "申請人" },
  "samples.export.product": { "zh-CN": "产品型号", "en-US": "Product model", "zh-TW": "產品型號" },
  "samples.export.quantity": { "zh-CN": "数量", "en-US": "Quantity", "zh-TW": "數量" },
  "samples.export.purpose": { "zh-CN": "用途", "en-US": "Purpose", "zh-TW": "用途" },
  "samples.export.contactName": { "zh-CN": "联系人", "en-US": "Contact", "zh-TW": "聯絡人" },
  "samples.export.phone": { "zh-CN": "手机号", "en-US": "Phone", "zh-TW": "手機號碼" },
  "samples.export.address": { "zh-CN": "收货地址", "en-US": "Address", "zh-TW": "收貨地址" },
  "samples.export.state": { "zh-CN": "状态", "en-US": "State", "zh-TW": "狀態" },
  "samples.export.reason": { "zh-CN": "拒绝原因", "en-US": "Refusal reason", "zh-TW": "拒絕原因" },
  "samples.export.carrier": { "zh-CN": "快递公司", "en-US": "Carrier", "zh-TW": "快遞公司" },
  "samples.export.trackingNumber": {
    "zh-CN": "快递单号",
    "en-US": "Tracking number",
    "zh-TW": "快遞單號",
  },
  "samples.state.pending": { "zh-CN": "待审核", "en-US": "Pending", "zh-TW": "待審核" },
  "samples.state.approved": { "zh-CN": "已通过", "en-US": "Approved", "zh-TW": "已通過" },
  "samples.state.refused": { "zh-CN": "已拒绝", "en-US": "Refused", "zh-TW": "已拒絕" },
  "samples.state.shipped": { "zh-CN": "已发货", "en-US": "Shipped", "zh-TW": "已出貨" },
  "samples.state.cancelled": { "zh-CN": "已取消", "en-US": "Cancelled", "zh-TW": "已取消" },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    samples: typeof samplesMessages;
  }
}
