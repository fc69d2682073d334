import type { MessageTable } from "../../platform/i18n/message-table.ts";

/** Catalogs (folders) and resources (files) for partners. */
export const resourceMessages = {
  "resource.catalogNotFound": {
    "zh-CN": "目录不存在",
    "en-US": "No such folder",
    "zh-TW": "目錄不存在",
  },
  "resource.parentNotFound": {
    "zh-CN": "上级目录不存在",
    "en-US": "The parent folder does not exist",
    "zh-TW": "上級目錄不存在",
  },
  "resource.parentInsideItself": {
    "zh-CN": "不能把目录移到它自己或它的下级目录中",
    "en-US": "A folder cannot be moved into itself or into one of its subfolders",
    "zh-TW": "不能把目錄移到它自己或它的下級目錄中",
  },
  "resource.tooDeep": {
    "zh-CN": "目录最多 {depth} 层",
    "en-US": "Folders nest at most {depth} levels deep",
    "zh-TW": "目錄最多 {depth} 層",
  },
  "resource.catalogNameTaken": {
    "zh-CN": "同一目录下已有同名目录",
    "en-US": "This folder already holds a folder of that name",
    "zh-TW": "同一目錄下已有同名目錄",
  },
  "resource.catalogNotEmpty": {
    "zh-CN": "目录不为空：请先删除或移走其中的子目录和文件",
    "en-US": "The folder is not empty: delete or move its subfolders and files first",
    "zh-TW": "目錄不為空：請先刪除或移走其中的子目錄和檔案",
  },
  "resource.roleNotFound": {
    "zh-CN": "授权的角色不存在",
    "en-US": "A role in the grants does not exist",
    "zh-TW": "授權的角色不存在",
  },
  "resource.userNotFound": {
    "zh-CN": "授权的用户不存在或已删除",
    "en-US": "A user in the grants does not exist or was deleted",
    "zh-TW": "授權的使用者不存在或已刪除",
  },
  "resource.notFound": {
    "zh-CN": "资源不存在",
    "en-US": "No such resource",
    "zh-TW": "資源不存在",
  },
  "resource.forbidden": {
    "zh-CN": "您没有下载此资源的权限，请联系您的客户经理",
    "en-US": "You have no access to this resource; ask your account manager",
    "zh-TW": "您沒有下載此資源的權限，請聯絡您的客戶經理",
  },
  "resource.fileMissing": {
    "zh-CN": "资源文件已丢失，请联系管理员",
    "en-US": "The resource's file is missing; please tell the administrator",
    "zh-TW": "資源檔案已遺失，請聯絡管理員",
  },
  "resource.batchTooLarge": {
    "zh-CN": "所选文件合计超过 {limit}，请分批下载",
    "en-US": "The selected files add up to more than {limit}; download them in smaller batches",
    "zh-TW": "所選檔案合計超過 {limit}，請分批下載",
  },
} as const satisfies MessageTable;

declare module "../../platform/i18n/registry.ts" {
  interface ServerMessages {
    resource: typeof resourceMessages;
  }
}
