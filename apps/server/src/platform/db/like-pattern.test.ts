import { describe, expect, it } from "vitest";
import { containsPattern } from "./like-pattern.ts";

describe("containsPattern", () => {
  it("matches the keyword anywhere, with the pattern characters taken literally", () => {
    expect(containsPattern("M53")).toBe("%M53%");
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});
