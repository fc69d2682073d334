import { bulletListStyles, orderedListStyles } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { listStyleCss, listStyleOf } from "./list-styles.ts";

describe("list styles", () => {
  it("offers the spec's ordered and unordered styles", () => {
    expect(orderedListStyles).toEqual([
      "decimal",
      "lower-alpha",
      "lower-roman",
      "upper-alpha",
      "upper-roman",
      "num",
      "cn",
    ]);
    expect(bulletListStyles).toEqual(["circle", "disc", "square", "dash", "dot"]);
  });

  it("writes each style as CSS a page shows without the editor's stylesheet", () => {
    expect(listStyleCss("upper-roman")).toBe("list-style-type: upper-roman");
    expect(listStyleCss("cn")).toBe("list-style-type: simp-chinese-informal");
    expect(listStyleCss("dash")).toMatch(/^list-style-type: "\\2013/);
    expect(listStyleCss("dot")).toMatch(/^list-style-type: "\\00B7/);
  });

  it("reads back only a style the list kind accepts", () => {
    expect(listStyleOf("ordered", "cn")).toBe("cn");
    expect(listStyleOf("ordered", "square")).toBeNull();
    expect(listStyleOf("bullet", "dash")).toBe("dash");
    expect(listStyleOf("bullet", "expression(alert(1))")).toBeNull();
    expect(listStyleOf("bullet", null)).toBeNull();
  });
});
