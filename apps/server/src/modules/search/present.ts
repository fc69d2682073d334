import type { Language, TextType } from "@portal/shared";
import { toSimplified, toTraditional } from "../../platform/i18n/traditional.ts";
import type { SearchVersion } from "./search-records.ts";
import type { SearchEntry } from "./shelf.ts";
import { foldToSimplified } from "./simplified.ts";

/** Characters of a snippet: about two lines of a results page. */
const snippetCharacters = 120;
/** How far before the first match a snippet starts, so the match reads in its sentence. */
const leadCharacters = 30;

const asIs = (text: string) => text;

/**
 * The version a reader reads: their language's, else Chinese in their script, else the first;
 * with how its text is converted to that script. Only the title and the snippet are converted,
 * not the whole body: converting a long post's body took more than finding it.
 */
function versionFor(
  entry: SearchEntry,
  language: Language,
): { version: SearchVersion; shown: Language; inScript: (text: string) => string } {
  const exact = entry.versions.find((version) => version.language === language);
  if (exact) return { version: exact, shown: language, inScript: asIs };
  if (language !== "en-US") {
    const chinese = entry.versions.find((version) => version.language !== "en-US");
    if (chinese) {
      return {
        version: chinese,
        shown: language,
        inScript: language === "zh-TW" ? toTraditional : toSimplified,
      };
    }
  }
  const [first] = entry.versions as [SearchVersion, ...SearchVersion[]];
  return { version: first, shown: first.language, inScript: asIs };
}

/**
 * The query's words as they may be written in the text: as typed, in either script (the
 * Simplified by the search's own fold, the Traditional by OpenCC, which keeps short texts).
 */
function wordsOf(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s,，、]+/)
    .filter((word) => word.length > 0);
  return [...new Set(words.flatMap((word) => [word, foldToSimplified(word), toTraditional(word)]))];
}

/** Plain text around the first of `words` found in `body`, else its beginning. */
function snippetOf(body: string, words: readonly string[]): string {
  const lower = body.toLowerCase();
  let first = -1;
  for (const word of words) {
    const at = lower.indexOf(word);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  const start = first <= leadCharacters ? 0 : first - leadCharacters;
  const end = Math.min(body.length, start + snippetCharacters);
  return `${start > 0 ? "…" : ""}${body.slice(start, end).trim()}${end < body.length ? "…" : ""}`;
}

/** Results as the results page shows them, in the reader's language. */
export function presentResults(entries: readonly SearchEntry[], query: string, language: Language) {
  const words = wordsOf(query);
  return entries.map((entry) => {
    const { version, shown, inScript } = versionFor(entry, language);
    return {
      kind: entry.kind,
      id: entry.id,
      title: inScript(version.title),
      snippet: inScript(snippetOf(version.body, words)),
      language: shown,
      publishedAt: new Date(entry.date).toISOString(),
      model: entry.model,
      ...(entry.kind === "text" && entry.type ? { textType: entry.type as TextType } : {}),
      ...(entry.kind === "document" ? { productId: entry.parentId } : {}),
    };
  });
}
