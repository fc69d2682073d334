import { editorLimits } from "@portal/shared";
import { Editor } from "@tiptap/core";
import { closeHistory } from "@tiptap/pm/history";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorExtensions } from "./editor-extensions.ts";
import { tableSize } from "./extensions/table-limit.ts";
import { tableAtSelection } from "./table-cells.ts";

let editor: Editor | null = null;

function createEditor(content = "<p></p>", onTableRefused = () => undefined) {
  editor = new Editor({ extensions: editorExtensions({ onTableRefused }), content });
  return editor;
}

afterEach(() => {
  editor?.destroy();
  editor = null;
});

describe("undo", () => {
  it("keeps the last 20 steps and no more", () => {
    const current = createEditor();
    for (let step = 0; step < 25; step += 1) {
      const tr = current.state.tr.insertText("x", current.state.selection.from);
      current.view.dispatch(closeHistory(tr));
    }
    expect(current.getText()).toBe("x".repeat(25));
    for (let undo = 0; undo < 30; undo += 1) current.commands.undo();
    expect(editorLimits.undoDepth).toBe(20);
    expect(current.getText()).toBe("x".repeat(5));
    for (let redo = 0; redo < 30; redo += 1) current.commands.redo();
    expect(current.getText()).toBe("x".repeat(25));
  });
});

describe("tables", () => {
  it("inserts the size asked for, with a header row", () => {
    const current = createEditor();
    current.commands.insertTable({ rows: 5, cols: 5, withHeaderRow: true });
    const table = tableAtSelection(current.state);
    expect(table && tableSize(table.node)).toEqual({ rows: 5, columns: 5 });
    expect(current.getHTML()).toContain("<th");
  });

  it("refuses a row past 100 and a column past 20, and says so", () => {
    const refused = vi.fn();
    const current = createEditor("<p></p>", refused);
    current.commands.insertTable({ rows: 100, cols: 20 });
    expect(current.commands.addRowAfter()).toBe(true);
    const table = tableAtSelection(current.state);
    expect(table && tableSize(table.node)).toEqual({ rows: 100, columns: 20 });
    current.commands.addColumnAfter();
    const after = tableAtSelection(current.state);
    expect(after && tableSize(after.node)).toEqual({ rows: 100, columns: 20 });
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it("refuses inserting a table larger than the maximum", () => {
    const refused = vi.fn();
    const current = createEditor("<p></p>", refused);
    current.commands.insertTable({ rows: 101, cols: 3 });
    expect(current.getHTML()).not.toContain("<table");
    expect(refused).toHaveBeenCalledOnce();
  });
});

describe("lists", () => {
  it("stores the chosen style on the list and reads it back", () => {
    const current = createEditor("<p>one</p>");
    current.commands.setOrderedListStyle("cn");
    expect(current.getHTML()).toBe(
      '<ol class="list-cn" style="list-style-type: simp-chinese-informal;"><li><p>one</p></li></ol><p></p>',
    );
    current.commands.setBulletListStyle("dash");
    expect(current.getHTML()).toContain('<ul class="list-dash"');
    current.commands.setContent(current.getHTML());
    expect(current.getJSON().content?.[0]?.attrs?.listStyle).toBe("dash");
  });

  it("nests lists deeper than any fixed limit", () => {
    const items = Array.from({ length: 12 }, (_, level) => level);
    const html = items.reduceRight(
      (inner, level) => `<ul><li><p>level ${level}</p>${inner}</li></ul>`,
      "",
    );
    const current = createEditor(html);
    expect(current.getHTML().match(/<ul>/g)).toHaveLength(12);
  });
});

describe("typing", () => {
  it("makes Tab insert 4 spaces outside lists and tables", () => {
    const current = createEditor("<p>ab</p>");
    current.commands.setTextSelection(2);
    current.commands.keyboardShortcut("Tab");
    expect(current.getText()).toBe("a    b");
  });

  it("keeps Tab for nesting a list item", () => {
    const current = createEditor("<ul><li><p>one</p></li><li><p>two</p></li></ul>");
    current.commands.setTextSelection(current.state.doc.content.size - 3);
    current.commands.keyboardShortcut("Tab");
    expect(current.getHTML()).toBe(
      "<ul><li><p>one</p><ul><li><p>two</p></li></ul></li></ul><p></p>",
    );
  });
});

describe("search and replace", () => {
  it("replaces every match, across formatting, ignoring case", () => {
    const current = createEditor("<p>Module <strong>mod</strong>ule MODULE</p><p>module</p>");
    current.commands.setSearch("module", false);
    expect(current.commands.replaceAll("模组")).toBe(true);
    expect(current.getText()).toBe("模组 模组 模组\n\n模组");
  });

  it("selects the next match and replaces only it", () => {
    const current = createEditor("<p>one two one</p>");
    current.commands.setTextSelection(1);
    current.commands.setSearch("one", true);
    current.commands.findNext();
    current.commands.findNext();
    current.commands.replaceCurrent("three");
    expect(current.getText()).toBe("one two three");
  });
});

describe("blocks and images", () => {
  it("writes paragraph formatting as inline style and reads it back", () => {
    const current = createEditor("<p>text</p>");
    current.commands.setBlockFormat({ lineHeight: "1.75", spacing: 15 });
    current.commands.toggleIndent();
    const html = current.getHTML();
    expect(html).toBe(
      '<p style="line-height: 1.75; margin-top: 15px; margin-bottom: 15px; text-indent: 2em;">text</p>',
    );
    current.commands.setContent(html);
    expect(current.getJSON().content?.[0]?.attrs).toMatchObject({
      lineHeight: "1.75",
      spacing: 15,
      indent: true,
    });
  });

  it("keeps every attribute of the image dialog", () => {
    const current = createEditor();
    current.commands.insertContent({
      type: "image",
      attrs: {
        src: "/uploads/a.png",
        alt: "A",
        title: "T",
        width: 200,
        height: 100,
        border: 1,
        hspace: 8,
        vspace: 4,
        float: "left",
      },
    });
    const html = current.getHTML();
    expect(html).toContain('style="border: 1px solid #000; margin: 4px 8px; float: left;"');
    current.commands.setContent(html);
    const image = current.getJSON().content?.find((node) => node.type === "image");
    expect(image?.attrs).toMatchObject({
      src: "/uploads/a.png",
      alt: "A",
      title: "T",
      width: 200,
      height: 100,
      border: 1,
      hspace: 8,
      vspace: 4,
      float: "left",
    });
  });

  it("inserts page breaks, anchors, media and highlighted code blocks, and reads them back", () => {
    const current = createEditor();
    current.commands.insertPageBreak();
    current.commands.insertMedia({ kind: "audio", src: "https://example.com/a.mp3" });
    current.commands.insertContent("Intro ");
    current.commands.insertAnchor("intro");
    current.commands.insertContent(
      '<pre><code class="language-javascript">const a = 1;</code></pre>',
    );
    const html = current.getHTML();
    expect(html).toContain(
      '<div class="page-break" style="page-break-after: always; break-after: page;"></div>',
    );
    expect(html).toContain('<audio src="https://example.com/a.mp3" controls="true"');
    expect(html).toContain(
      '<p>Intro <a id="intro" name="intro" class="anchor" title="intro"></a></p>',
    );
    expect(html).toContain('<pre><code class="language-javascript">const a = 1;</code></pre>');
    expect(current.view.dom.querySelector("pre .hljs-keyword")?.textContent).toBe("const");
    current.commands.setContent(html);
    expect(current.getHTML()).toBe(html);
  });
});
