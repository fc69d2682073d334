import { toSimplified } from "../../../platform/i18n/traditional.ts";

/** Han, kana and Hangul: written without spaces, so indexed by overlapping character pairs. */
const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
/** AT commands as modules document them: AT+CSQ, AT$QCRMCALL, AT^SYSINFO, AT&F. */
const atCommand = /\bat[+$^&%#*][a-z0-9_]+/g;
const asciiWord = /[a-z0-9]+/g;
/** A post's tokens are bounded so that a long body cannot make a huge index entry. */
const mostTokens = 4000;

/**
 * The search tokens of a text, the same for what is stored and what is asked: lower-cased
 * ASCII words, AT commands whole (`at+csq`) beside their words (`at`, `csq`), and Chinese in
 * Simplified split into overlapping pairs, so a two-character word is found anywhere and a
 * Traditional query finds a Simplified post. A stored text also keeps each CJK character alone
 * (a one-character query is then found); a query uses pairs, or the character of a one-character
 * run, and leaves out the words of the AT commands it names.
 */
export function searchTokens(text: string, use: "store" | "query"): string[] {
  const plain = toSimplified(text.normalize("NFKC")).toLowerCase();
  const tokens = new Set<string>();
  // A stored command always comes with its words, so a query holding it need not ask for them
  // too: each token asked for is one more lookup per post looked at.
  const impliedWords = new Set<string>();
  for (const [command] of plain.matchAll(atCommand)) {
    tokens.add(command);
    if (use === "query") for (const [word] of command.matchAll(asciiWord)) impliedWords.add(word);
  }
  for (const [word] of plain.matchAll(asciiWord)) {
    if (!impliedWords.has(word)) tokens.add(word);
  }
  for (const [run] of plain.matchAll(cjkRun)) {
    const characters = [...run];
    if (use === "store" || characters.length === 1) {
      for (const character of characters) tokens.add(character);
    }
    for (let index = 0; index + 1 < characters.length; index += 1) {
      tokens.add(`${characters[index]}${characters[index + 1]}`);
    }
  }
  return [...tokens].slice(0, mostTokens);
}
