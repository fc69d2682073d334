import { describe, expect, it } from "vitest";
import { findMatches, nextMatchIndex, type TextBlock } from "./search-replace.ts";

const block = (text: string, start: number): TextBlock => ({
  text,
  positions: [...text].map((_, index) => start + index),
});

describe("findMatches", () => {
  it("finds every match in every block, ignoring case unless asked", () => {
    const blocks = [block("Module module MODULE", 1), block("no match", 30)];
    expect(findMatches(blocks, "module", { caseSensitive: false })).toEqual([
      { from: 1, to: 7 },
      { from: 8, to: 14 },
      { from: 15, to: 21 },
    ]);
    expect(findMatches(blocks, "module", { caseSensitive: true })).toEqual([{ from: 8, to: 14 }]);
  });

  it("maps a match across formatting to the document positions of its characters", () => {
    // "ab" then an inline node at position 3, then "cd": "bc" spans the gap.
    const blocks: TextBlock[] = [{ text: "abcd", positions: [1, 2, 4, 5] }];
    expect(findMatches(blocks, "bc", { caseSensitive: false })).toEqual([{ from: 2, to: 5 }]);
  });

  it("does not overlap matches and finds nothing for an empty query", () => {
    expect(findMatches([block("aaaa", 1)], "aa", { caseSensitive: false })).toHaveLength(2);
    expect(findMatches([block("text", 1)], "", { caseSensitive: false })).toEqual([]);
  });
});

describe("nextMatchIndex", () => {
  it("goes to the first match after the cursor, wrapping to the first", () => {
    const matches = [
      { from: 1, to: 3 },
      { from: 10, to: 12 },
    ];
    expect(nextMatchIndex(matches, 5)).toBe(1);
    expect(nextMatchIndex(matches, 11)).toBe(0);
    expect(nextMatchIndex([], 0)).toBe(-1);
  });
});
