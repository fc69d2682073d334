import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
      '<img src="x.png" onerror="alert(1)"><style>body{}</style><iframe src="https://evil"></iframe>';
    const clean = sanitizeRichText(html);
    expect(clean).toBe('<p>Hi</p><a>x</a><img src="x.png" />');
  });

  it("keeps what the editor writes: formatting, lists, tables, code, images, links", () => {
    const html =
      '<h2 style="text-align:center">Title</h2><p><strong>b</strong> <em>i</em> <u>u</u></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<pre><code class="language-c">int x;</code></pre><hr />' +
      '<img src="/uploads/products/a.png" alt="a" width="200" style="float:left" />' +
      '<a href="https://example.com" target="_blank">shop</a>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2 style="text-align:center">Title</h2>');
    expect(clean).toContain("<strong>b</strong> <em>i</em> <u>u</u>");
    expect(clean).toContain('<ol start="3"><li>three</li></ol>');
    expect(clean).toContain('<th colspan="2">h</th>');
    expect(clean).toContain('<code class="language-c">int x;</code>');
    expect(clean).toContain("<hr />");
    expect(clean).toContain(
      '<img src="/uploads/products/a.png" alt="a" width="200" style="float:left" />',
    );
    expect(clean).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">shop</a>',
    );
  });

  it("drops styles and classes outside the allow-list", () => {
    const clean = sanitizeRichText(
      '<p style="position:fixed;color:red;background-image:url(https://x)" class="evil page-break">t</p>',
    );
    expect(clean).toBe('<p style="color:red" class="page-break">t</p>');
  });

  it("keeps the border the image dialog writes on images, and no other border", () => {
    expect(sanitizeRichText('<img src="/a.png" border="2" style="border:2px solid #000" />')).toBe(
      '<img src="/a.png" border="2" style="border:2px solid #000" />',
    );
    for (const border of ["1px dashed red", "3px dotted rgb(0, 128, 255)", "1px solid #ff000080"]) {
      expect(sanitizeRichText(`<img src="/a.png" style="border:${border}" />`)).toContain(
        `style="border:${border}"`,
      );
    }
    expect(sanitizeRichText('<p style="border:1px solid red">t</p>')).toBe("<p>t</p>");
  });

  it.each([
    ["a url()", "1px solid url(javascript:alert(1))"],
    ["a colour followed by a url()", "1px solid #000 url(https://evil.example/x.png)"],
    ["expression()", "expression(alert(1))"],
    ["an expression() colour", "1px solid expression(alert(1))"],
    ["an escaped expression()", "1px solid \\65 xpression(alert(1))"],
    ["a binding", "1px solid -moz-binding(url(x.xml#x))"],
    ["a huge width", "5000px solid #000"],
    ["a negative width", "-1px solid #000"],
    ["another line style", "1px double #000"],
    ["a missing colour", "1px solid"],
    ["two colours", "1px solid red blue"],
  ])("drops an image border with %s", (_name, border) => {
    expect(sanitizeRichText(`<img src="/a.png" style="border:${border}" />`)).toBe(
      '<img src="/a.png" />',
    );
  });
});
