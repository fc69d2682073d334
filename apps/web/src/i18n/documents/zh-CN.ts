import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the documents pages: the reference; the other languages have its keys. */
export const documentsZhCN = {
  documents: {
    title: "产品文档",
  },
};

export type DocumentsMessages = DeepStrings<typeof documentsZhCN>;
