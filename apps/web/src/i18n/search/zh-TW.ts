import type { SearchMessages } from "./zh-CN.ts";

export const searchZhTW: SearchMessages = {
  search: {
    title: "搜尋",
    fieldLabel: "搜尋內容",
    placeholder: "型號、AT 指令或關鍵字，如 M53、AT+CSQ、低功耗",
    button: "搜尋",
    prompt: "輸入型號、AT 指令或關鍵字，在產品、文件、文章、論壇貼文和常見問題中一起查找",
    kindsLabel: "結果類型",
    kinds: {
      all: "全部",
      product: "產品",
      document: "文件",
      text: "文章與資訊",
      post: "論壇貼文",
      faq: "常見問題",
    },
    summary_one: "「{{query}}」共有 {{count}} 筆結果",
    summary_other: "「{{query}}」共有 {{count}} 筆結果",
    summaryInKind_one: "{{kind}}中「{{query}}」有 {{count}} 筆結果",
    summaryInKind_other: "{{kind}}中「{{query}}」有 {{count}} 筆結果",
    empty: "沒有找到「{{query}}」的結果",
    emptyInKind: "{{kind}}中沒有「{{query}}」的結果",
    elsewhere_one: "其他類型中有 {{count}} 筆結果",
    elsewhere_other: "其他類型中有 {{count}} 筆結果",
    showAll: "查看全部結果",
    hintsTitle: "可以試試：",
    hints: {
      fewerWords: "檢查拼字，或少用幾個詞",
      modelPrefix: "型號只輸入前幾位，如 M53 或 ML30",
      atCommand: "AT 指令輸入完整，如 AT+CEREG?",
      otherWords: "換一種說法，如用「功耗」代替「耗電」",
    },
    loadFailed: "搜尋沒有完成",
  },
};
