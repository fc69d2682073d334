import { bulletListStyles, orderedListStyles } from "@portal/shared";
import { describe, expect, it } from "vitest";
import {
  listStyleAttributes,
  listStyleCss,
  listStyleOf,
  listStyleOfElement,
} from "./list-styles.ts";

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

  it("writes a class, the CSS and the HTML type where one exists, and reads any of them back", () => {
    expect(listStyleAttributes("lower-roman")).toEqual({
      class: "list-lower-roman",
      style: "list-style-type: lower-roman",
      type: "i",
    });
    expect(listStyleAttributes("circle")).toEqual({
      class: "list-circle",
      style: "list-style-type: circle",
    });
    const element = (html: string) => {
      const template = document.createElement("template");
      template.innerHTML = html;
      return template.content.firstElementChild as Element;
    };
    expect(listStyleOfElement("ordered", element('<ol class="x list-cn"></ol>'))).toBe("cn");
    expect(listStyleOfElement("ordered", element('<ol type="A"></ol>'))).toBe("upper-alpha");
    expect(listStyleOfElement("bullet", element('<ul class="list-square"></ul>'))).toBe("square");
    expect(listStyleOfElement("bullet", element('<ul type="A"></ul>'))).toBeNull();
  });
});
