import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the results page of the portal's one search: the reference. */
export const searchZhCN = {
  search: {
    title: "搜索",
    fieldLabel: "搜索内容",
    placeholder: "型号、AT 指令或关键词，如 M53、AT+CSQ、低功耗",
    button: "搜索",
    prompt: "输入型号、AT 指令或关键词，在产品、文档、文章、论坛帖子和常见问题中一起查找",
    kindsLabel: "结果类型",
    kinds: {
      all: "全部",
      product: "产品",
      document: "文档",
      text: "文章与资讯",
      post: "论坛帖子",
      faq: "常见问题",
    },
    summary_one: "“{{query}}”共有 {{count}} 条结果",
    summary_other: "“{{query}}”共有 {{count}} 条结果",
    summaryInKind_one: "{{kind}}中“{{query}}”有 {{count}} 条结果",
    summaryInKind_other: "{{kind}}中“{{query}}”有 {{count}} 条结果",
    empty: "没有找到“{{query}}”的结果",
    emptyInKind: "{{kind}}中没有“{{query}}”的结果",
    elsewhere_one: "其他类型中有 {{count}} 条结果",
    elsewhere_other: "其他类型中有 {{count}} 条结果",
    showAll: "查看全部结果",
    hintsTitle: "可以试试：",
    hints: {
      fewerWords: "检查拼写，或少用几个词",
      modelPrefix: "型号只输前几位，如 M53 或 ML30",
      atCommand: "AT 指令输完整，如 AT+CEREG?",
      otherWords: "换一种说法，如用“功耗”代替“耗电”",
    },
    loadFailed: "搜索没有完成",
  },
};

export type SearchMessages = DeepStrings<typeof searchZhCN>;
