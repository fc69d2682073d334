import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Documents, their versions, downloads and feedback. */
export const documentMessages = {
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
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    document: typeof documentMessages;
  }
}
