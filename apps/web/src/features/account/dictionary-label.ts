import type { Language } from "@portal/shared";
import type { DictionaryEntry } from "./api.ts";

/** The name of a dictionary entry in the interface language (Traditional when the server has it). */
export function dictionaryLabel(entry: DictionaryEntry, language: Language): string {
  switch (language) {
    case "en-US":
      return entry.nameEn || entry.name;
    case "zh-TW":
      return entry.nameTw || entry.name;
    case "zh-CN":
      return entry.name;
  }
}
