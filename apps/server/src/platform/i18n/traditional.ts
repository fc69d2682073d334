import { Converter } from "opencc-js/cn2t";

const simplifiedToTaiwan = Converter({ from: "cn", to: "tw" });
const converted = new Map<string, string>();

/** Traditional Chinese (Taiwan) for a Simplified text that has no zh-TW version of its own. */
export function toTraditional(simplified: string): string {
  let traditional = converted.get(simplified);
  if (traditional === undefined) {
    traditional = simplifiedToTaiwan(simplified);
    // The inputs are short dictionary names; a bound keeps user-added ones from growing it.
    if (converted.size < 10_000) converted.set(simplified, traditional);
  }
  return traditional;
}
