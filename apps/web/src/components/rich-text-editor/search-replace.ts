/** The text of one text block and the document position of each of its characters. */
export type TextBlock = { text: string; positions: readonly number[] };

export type TextRange = { from: number; to: number };

export type SearchOptions = { caseSensitive: boolean };

/**
 * Every match of the query in the blocks, in document order, never overlapping. A match stays
 * inside one block but may cross formatting (a bold part of a word is still found).
 */
export function findMatches(
  blocks: readonly TextBlock[],
  query: string,
  { caseSensitive }: SearchOptions,
): TextRange[] {
  if (query === "") return [];
  const needle = caseSensitive ? query : query.toLocaleLowerCase();
  const ranges: TextRange[] = [];
  for (const block of blocks) {
    const haystack = caseSensitive ? block.text : block.text.toLocaleLowerCase();
    let start = haystack.indexOf(needle);
    while (start >= 0) {
      const end = start + needle.length - 1;
      const from = block.positions[start];
      const to = block.positions[end];
      if (from !== undefined && to !== undefined) ranges.push({ from, to: to + 1 });
      start = haystack.indexOf(needle, start + needle.length);
    }
  }
  return ranges;
}

/** The match to go to from a cursor position: the first one at or after it, wrapping around. */
export function nextMatchIndex(matches: readonly TextRange[], cursor: number): number {
  if (matches.length === 0) return -1;
  const index = matches.findIndex((match) => match.from >= cursor);
  return index >= 0 ? index : 0;
}
