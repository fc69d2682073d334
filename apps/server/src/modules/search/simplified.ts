import { Converter } from "opencc-js/t2cn";

/** Where Han characters are: extension A, the unified ideographs, the compatibility block. */
const hanBlocks = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
] as const;
const hanCharacter = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

let simplifiedOf: Map<string, string> | undefined;

/**
 * Each Han character that OpenCC's Taiwan-to-Simplified conversion changes, with what it makes
 * of it alone: every character converted once, separated by line breaks so that no phrase of
 * the dictionary spans two of them.
 */
function simplifiedCharacters(): Map<string, string> {
  const convert = Converter({ from: "tw", to: "cn" });
  const characters: string[] = [];
  for (const [first, last] of hanBlocks) {
    for (let code = first; code <= last; code += 1) characters.push(String.fromCharCode(code));
  }
  const converted = convert(characters.join("\n")).split("\n");
  const map = new Map<string, string>();
  characters.forEach((character, index) => {
    const simplified = converted[index];
    if (simplified !== undefined && simplified !== character) map.set(character, simplified);
  });
  // A few characters' Simplified form is changed again (麼 makes 么, which makes 幺): each maps
  // to the end of its chain, so that a Traditional 什麼 and a Simplified 什么 fold alike.
  for (const [character, simplified] of map) {
    let end = simplified;
    const seen = new Set([character]);
    while (map.has(end) && !seen.has(end)) {
      seen.add(end);
      end = map.get(end) as string;
    }
    map.set(character, end);
  }
  return map;
}

/**
 * A text with each Traditional character replaced by its Simplified one, character by
 * character (no phrase rules): what the index stores and what a query asks are folded alike,
 * so either script finds the other, at a small fraction of a phrase conversion's cost.
 */
export function foldToSimplified(text: string): string {
  simplifiedOf ??= simplifiedCharacters();
  const map = simplifiedOf;
  return text.replace(hanCharacter, (character) => map.get(character) ?? character);
}
