import { describe, expect, it } from "vitest";
import {
  descriptionToSave,
  htmlFromText,
  isEditableAsText,
  textFromHtml,
} from "./description-text.ts";

describe("htmlFromText", () => {
  it("makes a paragraph of each block separated by a blank line and <br> of a line break", () => {
    expect(htmlFromText("First line\nsecond line\n\n  Next paragraph  \n\n\n")).toBe(
      "<p>First line<br>second line</p><p>Next paragraph</p>",
    );
  });

  it("escapes markup typed as text, so it shows as typed", () => {
    expect(htmlFromText(`<script>alert("x")</script> & 'y'`)).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>",
    );
  });

  it("makes a bulleted list of a block whose every line starts with a bullet", () => {
    expect(htmlFromText("Features:\n\n• Small\n- Low power\n\n• one\nnot a bullet")).toBe(
      "<p>Features:</p><ul><li>Small</li><li>Low power</li></ul><p>• one<br>not a bullet</p>",
    );
  });

  it("answers nothing for blank text", () => {
    expect(htmlFromText(" \n \r\n ")).toBe("");
  });
});

describe("textFromHtml", () => {
  it("reads paragraphs, line breaks and entities back as the text they came from", () => {
    const text = "Low power\nLTE Cat.1\n\n<Industrial> & 'wide' temperature";
    expect(textFromHtml(htmlFromText(text))).toBe(text);
  });

  it("reads a list back as the bullet lines it came from", () => {
    const html = "<p>Low power</p><ul><li>PSM 3 µA</li><li>OneNET</li></ul>";
    expect(htmlFromText(textFromHtml(html))).toBe(html);
  });

  it("keeps the words of formatted HTML, lists as bullet lines", () => {
    expect(
      textFromHtml(
        '<h2>Features</h2><ul><li><strong>Small</strong> size</li><li>Low&nbsp;power</li></ul><p>See <a href="/x">the guide</a>&#33;</p>',
      ),
    ).toBe("Features\n\n• Small size\n• Low power\n\nSee the guide!");
  });
});

describe("isEditableAsText", () => {
  it("accepts paragraphs, line breaks, bulleted lists and the empty text", () => {
    expect(isEditableAsText("<p>a<br>b</p><ul><li>c</li><li>d</li></ul><p>e</p>")).toBe(true);
    expect(isEditableAsText("")).toBe(true);
  });

  it("refuses any other markup, which editing as text would drop", () => {
    expect(isEditableAsText("<p><strong>a</strong></p>")).toBe(false);
    expect(isEditableAsText('<p><a href="/x">a</a></p>')).toBe(false);
    expect(isEditableAsText("<ol><li>a</li></ol>")).toBe(false);
  });
});

describe("descriptionToSave", () => {
  const formatted = "<ul><li><strong>Small</strong> size</li></ul>";

  it("keeps the original HTML while its text is unchanged", () => {
    expect(descriptionToSave(`${textFromHtml(formatted)}  `, formatted)).toBe(formatted);
  });

  it("saves the edited text as paragraphs", () => {
    expect(descriptionToSave("Small size, low power", formatted)).toBe(
      "<p>Small size, low power</p>",
    );
  });

  it("saves nothing for an emptied description", () => {
    expect(descriptionToSave("  ", "<p>old</p>")).toBeNull();
    expect(descriptionToSave("", null)).toBeNull();
  });
});
