import { describe, expect, it } from "vitest";
import { highlightedParts, needlesOf } from "./highlight.ts";

/** The parts written back as text with the matches in brackets, to read a case at a glance. */
function marked(text: string, query: string): string {
  return highlightedParts(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join("");
}

describe("needlesOf", () => {
  it("looks for Chinese by its overlapping pairs of characters, a lone character as itself", () => {
    expect(needlesOf("低功耗设计")).toEqual(["低功", "功耗", "耗设", "设计"]);
    expect(needlesOf("网")).toEqual(["网"]);
  });

  it("keeps an AT command whole with its + and ?, and drops punctuation around words", () => {
    expect(needlesOf("AT+CEREG?")).toEqual(["at+cereg?"]);
    expect(needlesOf("“M5311”，注网")).toEqual(["m5311", "注网"]);
    expect(needlesOf("+CSQ:")).toEqual(["+csq"]);
  });

  it("looks for an English plural also without its s, never for a word of punctuation", () => {
    expect(needlesOf("antennas")).toEqual(["antennas", "antenna"]);
    expect(needlesOf("class gps")).toEqual(["class", "gps"]);
    expect(needlesOf(" -- ")).toEqual([]);
  });
});

describe("highlightedParts", () => {
  it("marks every occurrence of each word, in any case", () => {
    expect(marked("AT+CSQ answers 99,99; at+csq again", "at+csq")).toBe(
      "[AT+CSQ] answers 99,99; [at+csq] again",
    );
  });

  it("marks a model's prefix inside the longer model", () => {
    expect(marked("M5311 and M5310A", "M53")).toBe("[M53]11 and [M53]10A");
  });

  it("marks a two-character word inside a longer run of Chinese, and joins touching pairs", () => {
    expect(marked("低功耗设计要点：PSM 与 eDRX", "功耗设计")).toBe("低[功耗设计]要点：PSM 与 eDRX");
    expect(marked("模组无法注网的排查步骤", "注网 排查")).toBe("模组无法[注网]的[排查]步骤");
  });

  it("joins overlapping matches of different words into one mark", () => {
    expect(marked("NB-IoT module", "nb-iot iot module")).toBe("[NB-IoT] [module]");
  });

  it("answers the text as one plain part when nothing matches, and nothing for no text", () => {
    expect(highlightedParts("No match here", "M5311")).toEqual([
      { text: "No match here", match: false },
    ]);
    expect(highlightedParts("", "M5311")).toEqual([]);
  });

  it("keeps markup in a snippet as text: it is shown, never parsed", () => {
    expect(marked("<img src=x onerror=alert(1)> M5311", "M5311")).toBe(
      "<img src=x onerror=alert(1)> [M5311]",
    );
  });
});
