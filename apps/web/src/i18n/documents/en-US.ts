import type { DocumentsMessages } from "./zh-CN.ts";

export const documentsEnUS: DocumentsMessages = {
  documents: {
    title: "Product documents",
  },
};
