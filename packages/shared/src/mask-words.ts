/**
 * `text` with every occurrence of each word replaced by as many `*` as it has characters,
 * case ignored; longer words first, so a word inside another is masked whole.
 */
export function maskWords(text: string, words: readonly string[]): string {
  const wanted = [...new Set(words.map((word) => word.trim()).filter(Boolean))].sort(
    (left, right) => right.length - left.length,
  );
  if (wanted.length === 0) return text;
  const pattern = new RegExp(
    wanted.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
    "giu",
  );
  return text.replace(pattern, (found) => "*".repeat([...found].length));
}
