import { Converter as simplifiedConverter } from "opencc-js/cn2t";
import { Converter as traditionalConverter } from "opencc-js/t2cn";

type Convert = (text: string) => string;
// Built on first use: building both dictionaries' tries took a tenth of the server's start.
let simplifiedToTaiwan: Convert | undefined;
let taiwanToSimplified: Convert | undefined;
const converted = new Map<string, string>();
/** Names and labels are kept; long texts (descriptions) are converted each time instead. */
const longestKeptText = 200;
const mostKeptTexts = 10_000;

/** Traditional Chinese (Taiwan) for a Simplified text that has no zh-TW version of its own. */
export function toTraditional(simplified: string): string {
  let traditional = converted.get(simplified);
  if (traditional === undefined) {
    simplifiedToTaiwan ??= simplifiedConverter({ from: "cn", to: "tw" });
    traditional = simplifiedToTaiwan(simplified);
    if (simplified.length <= longestKeptText && converted.size < mostKeptTexts) {
      converted.set(simplified, traditional);
    }
  }
  return traditional;
}

/** Simplified Chinese for a Traditional (Taiwan) text, such as a keyword typed in zh-TW. */
export function toSimplified(traditional: string): string {
  taiwanToSimplified ??= traditionalConverter({ from: "tw", to: "cn" });
  return taiwanToSimplified(traditional);
}
