/** What lowlight answers (a hast tree): text, and spans with highlight.js classes. */
type HighlightNode =
  | { type: "text"; value: string }
  | { type: "element"; properties: { className?: unknown }; children: HighlightNode[] }
  | { type: string };

/** The tree built as DOM nodes: classes and text only, never markup. */
function appendHighlighted(parent: Node, nodes: readonly HighlightNode[]) {
  for (const node of nodes) {
    if (node.type === "text" && "value" in node) {
      parent.appendChild(document.createTextNode(node.value));
    } else if (node.type === "element" && "children" in node) {
      const span = document.createElement("span");
      const classes = node.properties.className;
      if (Array.isArray(classes)) span.className = classes.map(String).join(" ");
      appendHighlighted(span, node.children);
      parent.appendChild(span);
    }
  }
}

/**
 * Colours the code blocks inside `container` as the editor does (lowlight, the highlight.js
 * grammars, loaded only when a page has code): by the block's `language-*` class, or by what
 * the code looks like. The stored HTML holds plain code; the colours are added in the page.
 */
export async function highlightCodeBlocks(container: HTMLElement): Promise<void> {
  const blocks = [...container.querySelectorAll<HTMLElement>("pre > code")].filter(
    (code) => code.childElementCount === 0,
  );
  if (blocks.length === 0) return;
  const { common, createLowlight } = await import("lowlight");
  const lowlight = createLowlight(common);
  for (const code of blocks) {
    if (!container.contains(code)) continue;
    const language = /(?:^|\s)language-([\w-]+)/.exec(code.className)?.[1];
    const source = code.textContent ?? "";
    let tree: { children: readonly HighlightNode[] };
    try {
      tree =
        language && lowlight.registered(language)
          ? lowlight.highlight(language, source)
          : lowlight.highlightAuto(source);
    } catch {
      continue;
    }
    // A guess that recognises no language answers no nodes at all: the code stays as written.
    if (tree.children.length === 0) continue;
    code.replaceChildren();
    appendHighlighted(code, tree.children);
  }
}
