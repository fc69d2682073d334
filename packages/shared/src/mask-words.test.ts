import { describe, expect, it } from "vitest";
import { maskWords } from "./mask-words.ts";

describe("maskWords", () => {
  it("masks each word by its length, case ignored, longest first", () => {
    expect(maskWords("Spam and SPAMMER here", ["spam", "spammer"])).toBe("**** and ******* here");
    expect(maskWords("不要赌博", ["赌博"])).toBe("不要**");
  });

  it("takes special characters literally and leaves a text without words alone", () => {
    expect(maskWords("a.b and axb", ["a.b"])).toBe("*** and axb");
    expect(maskWords("clean text", [])).toBe("clean text");
    expect(maskWords("clean text", ["  "])).toBe("clean text");
  });
});
