import type { DocumentsMessages } from "./zh-CN.ts";

export const documentsZhTW: DocumentsMessages = {
  documents: {
    title: "產品文檔",
  },
};
