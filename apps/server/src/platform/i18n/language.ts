import { defaultLanguage, type Language, languages } from "@portal/shared";

/** The first supported language of an Accept-Language header, else the default. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const wanted = header
    .split(",")
    .map((part) => part.split(";")[0]?.trim().toLowerCase() ?? "")
    .filter(Boolean);
  for (const tag of wanted) {
    const exact = languages.find((language) => language.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === "zh-hk" || tag === "zh-mo" || tag.startsWith("zh-hant")) return "zh-TW";
    if (tag.startsWith("zh")) return "zh-CN";
    if (tag.startsWith("en")) return "en-US";
  }
  return defaultLanguage;
}
