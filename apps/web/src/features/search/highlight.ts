/** A piece of a text, marked when it is one of the query's words. */
export type TextPart = { text: string; match: boolean };

const hanRun = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;

/**
 * The pieces of the query to look for in a result, lower-cased. Chinese is written without
 * spaces and the search finds two-character words inside longer runs, so a run of Chinese is
 * looked for by its overlapping pairs of characters; other words are looked for whole (an AT
 * command with its `+` and `?`, a model's prefix), and an English plural also without its `s`.
 */
export function needlesOf(query: string): string[] {
  const needles = new Set<string>();
  for (const word of query.toLowerCase().split(/\s+/)) {
    for (const run of word.match(hanRun) ?? []) {
      if (/^\p{Script=Han}/u.test(run)) {
        if (run.length === 1) needles.add(run);
        for (let index = 0; index + 1 < run.length; index += 1) {
          needles.add(run.slice(index, index + 2));
        }
      } else {
        // Punctuation around a word ("M5311，", quotes) is no part of it; an AT command keeps
        // its leading "+" (a response, "+CSQ") and its closing "?" (a query, "AT+CEREG?").
        const trimmed = run.replace(/^[^\p{L}\p{N}+]+|[^\p{L}\p{N}?]+$/gu, "");
        if (trimmed === "") continue;
        needles.add(trimmed);
        if (/^[a-z]{4,}s$/.test(trimmed) && !trimmed.endsWith("ss")) {
          needles.add(trimmed.slice(0, -1));
        }
      }
    }
  }
  return [...needles];
}

/**
 * Splits `text` into plain and matched pieces, every occurrence of a query word marked (any
 * case), overlapping or touching matches joined. The pieces are shown as text, never as HTML.
 */
export function highlightedParts(text: string, query: string): TextPart[] {
  const lower = text.toLowerCase();
  // Lower-casing changed the length (a rare letter such as "İ"): offsets would not line up.
  const haystack = lower.length === text.length ? lower : text;
  const ranges: [number, number][] = [];
  for (const needle of needlesOf(query)) {
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      ranges.push([at, at + needle.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: TextPart[] = [];
  let shown = 0;
  for (const [start, end] of ranges) {
    if (end <= shown) continue;
    // Only a match moves `shown`, so a range starting at or before it continues the last match.
    const last = parts.at(-1);
    if (last && start <= shown) last.text += text.slice(shown, end);
    else {
      if (start > shown) parts.push({ text: text.slice(shown, start), match: false });
      parts.push({ text: text.slice(start, end), match: true });
    }
    shown = end;
  }
  if (shown < text.length) parts.push({ text: text.slice(shown), match: false });
  return parts;
}
