import { describe, expect, it } from "vitest";
import { cleanWordHtml, isWordHtml } from "./word-paste.ts";

const wordHtml = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal{mso-style-parent:"";}</style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--></head>
<body lang=ZH-CN>
<p class=MsoNormal style="margin:0cm;mso-pagination:widow-orphan"><b><span lang=EN-US style="font-size:12.0pt;mso-bidi-font-family:Arial;color:red">Module</span></b><span style="mso-spacerun:yes"> </span>size<o:p></o:p></p>
<p class=MsoListParagraph style="margin-left:18pt;text-indent:-18pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="mso-list:Ignore">1.<span style="font:7.0pt">&nbsp;&nbsp;</span></span><![endif]>First</p>
<p class=MsoListParagraph style="margin-left:18pt;text-indent:-18pt;mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">2.</span>Second</p>
<p class=MsoNormal>After<o:p>&nbsp;</o:p></p>
</body></html>`;

describe("Word paste", () => {
  it("recognises Word's HTML and leaves other HTML alone", () => {
    expect(isWordHtml(wordHtml)).toBe(true);
    expect(isWordHtml("<p><strong>plain</strong> HTML</p>")).toBe(false);
  });

  it("drops Office markup, classes and mso styles, keeping text and visible formatting", () => {
    const cleaned = cleanWordHtml(wordHtml);
    expect(cleaned).not.toMatch(/mso-|Mso|<o:p|<style|<meta|<xml|lang=|class=/i);
    expect(cleaned).toContain('<b><span style="font-size:12.0pt; color:red">Module</span></b>');
    expect(cleaned).toContain("size");
    expect(cleaned).toContain("<p>After </p>");
  });

  it("turns Word's list paragraphs back into a list without their typed markers", () => {
    const cleaned = cleanWordHtml(wordHtml);
    expect(cleaned).toMatch(/<ol><li>First<\/li><li>Second<\/li><\/ol>/);
    expect(cleaned).not.toContain("1.");
  });
});
