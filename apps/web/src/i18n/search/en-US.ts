import type { SearchMessages } from "./zh-CN.ts";

export const searchEnUS: SearchMessages = {
  search: {
    title: "Search",
    fieldLabel: "Search for",
    placeholder: "A model, an AT command or words: M53, AT+CSQ, low power",
    button: "Search",
    prompt:
      "Type a model, an AT command or a few words to look through products, documents, articles, forum posts and FAQs at once",
    kindsLabel: "Kind of result",
    kinds: {
      all: "All",
      product: "Products",
      document: "Documents",
      text: "Articles and news",
      post: "Forum posts",
      faq: "FAQs",
    },
    summary_one: "{{count}} result for “{{query}}”",
    summary_other: "{{count}} results for “{{query}}”",
    summaryInKind_one: "{{count}} result for “{{query}}” in {{kind}}",
    summaryInKind_other: "{{count}} results for “{{query}}” in {{kind}}",
    empty: "No result for “{{query}}”",
    emptyInKind: "No result for “{{query}}” in {{kind}}",
    elsewhere_one: "{{count}} result in another kind",
    elsewhere_other: "{{count}} results in other kinds",
    showAll: "Show all results",
    hintsTitle: "You could:",
    hints: {
      fewerWords: "check the spelling, or use fewer words",
      modelPrefix: "type only the start of a model, such as M53 or ML30",
      atCommand: "type an AT command whole, such as AT+CEREG?",
      otherWords: "try other words, such as “power” instead of “battery drain”",
    },
    loadFailed: "The search did not complete",
  },
};
