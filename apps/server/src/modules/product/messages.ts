import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** The product catalogue, its management and its exports. */
export const productMessages = {
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
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    product: typeof productMessages;
  }
}
