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
});
