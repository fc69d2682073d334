import { stemmer } from "stemmer";
import { foldToSimplified } from "./simplified.ts";

/** Han, kana and Hangul: written without spaces, so indexed by overlapping character pairs. */
const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
/** AT commands as modules document them: AT+CSQ, AT$QCRMCALL, AT^SYSINFO, AT&F. */
const atCommand = /\bat[+$^&%#*][a-z0-9_]+/g;
const asciiWord = /[a-z0-9]+/g;
const lettersOnly = /^[a-z]+$/;
/** A model number mixes letters and digits (M5311, ML302A, F03X); its beginnings are kept too. */
const letterAndDigit = /^(?=.*[a-z])(?=.*[0-9])/;
/** A text's tokens are bounded so that a long body cannot make a huge index entry. */
const mostTokens = 4000;
/** Beginnings shorter than this find too much to be worth keeping (`m`, `a`). */
const shortestBeginning = 2;
/** Inner parts of a model shorter than this find too much (`53`, `11`). */
const shortestInnerPart = 3;

/** An English word's stem (`modules` and `module` both `modul`); other words as they are. */
function wordToken(word: string): string {
  return lettersOnly.test(word) ? stemmer(word) : word;
}

/**
 * The search tokens of a text, the same rules for what is stored and what is asked: lower-cased
 * ASCII words, English ones stemmed; AT commands whole (`at+csq`) beside their words (`at`,
 * `csq`); model numbers whole and, when stored, by every beginning (`m53` finds `m5311`);
 * Chinese folded to Simplified character by character, split into overlapping pairs, so a two-character word is found anywhere
 * and a Traditional query finds a Simplified text and the other way round. A stored title also
 * keeps each CJK character alone (a one-character query then finds titles); a query uses pairs,
 * or the character of a one-character run, and leaves out the words of the AT commands it names.
 */
export function searchTokens(text: string, use: "title" | "body" | "query"): string[] {
  const plain = foldToSimplified(text.normalize("NFKC")).toLowerCase();
  const tokens = new Set<string>();
  // A stored command always comes with its words, so a query holding it need not ask for them
  // too: each token asked for is one more list to intersect.
  const impliedWords = new Set<string>();
  for (const [command] of plain.matchAll(atCommand)) {
    tokens.add(command);
    if (use === "query") for (const [word] of command.matchAll(asciiWord)) impliedWords.add(word);
  }
  for (const [word] of plain.matchAll(asciiWord)) {
    if (impliedWords.has(word)) continue;
    tokens.add(wordToken(word));
    if (use !== "query" && letterAndDigit.test(word)) {
      for (let length = shortestBeginning; length < word.length; length += 1) {
        tokens.add(word.slice(0, length));
      }
    }
  }
  for (const [run] of plain.matchAll(cjkRun)) {
    const characters = [...run];
    if (use === "title" || characters.length === 1) {
      for (const character of characters) tokens.add(character);
    }
    for (let index = 0; index + 1 < characters.length; index += 1) {
      tokens.add(`${characters[index]}${characters[index + 1]}`);
    }
  }
  return [...tokens].slice(0, mostTokens);
}

/**
 * The inner parts of a model number's letter-and-digit words, of three characters or more
 * (`531`, `5311`, `311` of M5311; its beginnings come with its title tokens): a model is found
 * by any part of it, as the catalogue's substring search found it.
 */
export function modelParts(model: string): string[] {
  const plain = model.normalize("NFKC").toLowerCase();
  const parts = new Set<string>();
  for (const [word] of plain.matchAll(asciiWord)) {
    if (!letterAndDigit.test(word)) continue;
    for (let start = 1; start + shortestInnerPart <= word.length; start += 1) {
      for (let end = start + shortestInnerPart; end <= word.length; end += 1) {
        parts.add(word.slice(start, end));
      }
    }
  }
  return [...parts];
}
