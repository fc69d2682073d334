import { defaultLanguage, type Language, languages } from "@portal/shared";

/** True for one of the three interface languages. */
function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * Maps a browser language tag to an interface language: Traditional Chinese tags (zh-TW,
 * zh-HK, zh-MO, zh-Hant) to zh-TW, any other Chinese to zh-CN, any English to en-US.
 */
export function languageFromTag(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  if (lower === "zh" || lower.startsWith("zh-") || lower.startsWith("zh_")) {
    return /^zh[-_](tw|hk|mo|hant)/.test(lower) ? "zh-TW" : "zh-CN";
  }
  if (lower === "en" || lower.startsWith("en-") || lower.startsWith("en_")) return "en-US";
  return null;
}

/** The stored preference, else the first browser language we support, else zh-CN. */
export function detectLanguage(
  stored: string | null | undefined,
  browserTags: readonly string[] = [],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserTags) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}
