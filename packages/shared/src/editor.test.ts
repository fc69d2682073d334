import { describe, expect, it } from "vitest";
import { editorLimits, richTextCharacters, richTextLength } from "./editor.ts";

describe("richTextLength", () => {
  it("counts the characters a reader sees, not the markup", () => {
    expect(richTextLength('<p><strong>模组</strong> <a href="/x">LTE</a></p>')).toBe(6);
    expect(richTextCharacters("<p>a &amp; b&nbsp;&#33;&#x4e2d;</p>")).toBe("a & b !中");
  });

  it("does not count line breaks, scripts or styles, and counts an emoji once", () => {
    expect(richTextLength("<p>one</p>\n<p>two</p>\r\n")).toBe(6);
    expect(richTextLength("<style>p{}</style><script>alert(1)</script><p>😀</p>")).toBe(1);
    expect(richTextCharacters("<p>x&#0;y</p>")).toBe("xy");
  });

  it("puts the limit at 10,000 characters", () => {
    const atLimit = `<p>${"字".repeat(editorLimits.maxTextLength)}</p>`;
    expect(richTextLength(atLimit)).toBe(10_000);
    expect(richTextLength(`${atLimit}<p>a</p>`)).toBeGreaterThan(editorLimits.maxTextLength);
  });
});
