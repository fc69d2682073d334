// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { highlightCodeBlocks } from "./highlight-code.ts";

function contentOf(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

describe("highlightCodeBlocks", () => {
  it("colours a block in its language with the editor's highlight.js classes", async () => {
    const container = contentOf(
      '<pre><code class="language-javascript">const answer = 42; // why</code></pre>',
    );
    await highlightCodeBlocks(container);
    expect(container.querySelector(".hljs-keyword")?.textContent).toBe("const");
    expect(container.querySelector(".hljs-number")?.textContent).toBe("42");
    expect(container.querySelector(".hljs-comment")?.textContent).toBe("// why");
    expect(container.textContent).toBe("const answer = 42; // why");
  });

  it("guesses the language of a block without one", async () => {
    const container = contentOf(
      "<pre><code>SELECT id, name FROM products WHERE status = 'published';</code></pre>",
    );
    await highlightCodeBlocks(container);
    expect(container.querySelectorAll("code span").length).toBeGreaterThan(0);
  });

  it("keeps a block whose language no guess recognises as written", async () => {
    const container = contentOf("<pre><code>AT+CSQ</code></pre>");
    await highlightCodeBlocks(container);
    expect(container.querySelector("code")?.textContent).toBe("AT+CSQ");
  });

  it("keeps markup in the code as text", async () => {
    const container = contentOf(
      '<pre><code class="language-html">&lt;img src=x onerror="alert(1)"&gt;</code></pre>',
    );
    await highlightCodeBlocks(container);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)">');
  });

  it("leaves a block alone once coloured, and code outside blocks as it is", async () => {
    const container = contentOf(
      '<p><code>inline()</code></p><pre><code class="language-c"><span class="hljs-keyword">int</span> x;</code></pre>',
    );
    const before = container.innerHTML;
    await highlightCodeBlocks(container);
    expect(container.innerHTML).toBe(before);
  });
});
