import { editorLimits } from "@portal/shared";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import { Form } from "antd";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, loadLanguage } from "../../i18n/i18n.ts";
import { readEditorDraft, writeEditorDraft } from "./draft-storage.ts";
import { RichTextEditorContent } from "./RichTextEditorContent.tsx";

function editorOf(container: HTMLElement): Editor {
  const dom = container.querySelector(".ProseMirror") as (HTMLElement & { editor?: Editor }) | null;
  if (!dom?.editor) throw new Error("No editor rendered");
  return dom.editor;
}

beforeEach(async () => {
  localStorage.clear();
  await loadLanguage("en-US");
  await i18n.changeLanguage("en-US");
});

afterEach(() => {
  cleanup();
});

// Ant Design renders slowly in happy-dom, and these wait for the editor's own timers.
describe("RichTextEditorContent", { timeout: 30_000 }, () => {
  it("works as a Form field: shows the value and gives back the HTML it edits", async () => {
    const changes: string[] = [];
    let formApi: ReturnType<typeof Form.useForm>[0] | null = null;
    function Harness() {
      const [form] = Form.useForm();
      formApi = form;
      return (
        <Form
          form={form}
          initialValues={{ body: "<p>Hello</p>" }}
          onValuesChange={(_, all) => changes.push(all.body)}
        >
          <Form.Item name="body" label="Body">
            <RichTextEditorContent />
          </Form.Item>
        </Form>
      );
    }
    const { container } = render(<Harness />);
    const editor = editorOf(container);
    expect(editor.getHTML()).toBe("<p>Hello</p>");
    act(() => {
      editor.chain().selectAll().toggleBold().run();
    });
    expect(changes.at(-1)).toBe("<p><strong>Hello</strong></p>");
    act(() => {
      formApi?.setFieldsValue({ body: "<p>Reset</p>" });
    });
    await waitFor(() => expect(editor.getHTML()).toBe("<p>Reset</p>"));
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(changes.at(-1)).toBe("");
  });

  it("warns when the text is over the word limit", async () => {
    render(
      <RichTextEditorContent value={`<p>${"a".repeat(editorLimits.maxTextLength + 1)}</p>`} />,
    );
    expect(screen.getByText("Characters: 10001 / 10000")).toBeTruthy();
    expect(screen.getByText(/Over the limit of 10000 characters/)).toBeTruthy();
  });

  it("saves a draft every 500 ms while edited and says so for 2 s", async () => {
    const { container } = render(<RichTextEditorContent value="<p>start</p>" draftKey="test" />);
    const editor = editorOf(container);
    act(() => {
      editor.commands.insertContent(" more");
    });
    await waitFor(() => expect(readEditorDraft("test")?.html).toBe("<p> morestart</p>"), {
      timeout: 5000,
    });
    expect(await screen.findByText("Draft saved", undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Draft saved")).toBeNull(), { timeout: 8000 });
  });

  it("offers a saved draft back when the page opens again", async () => {
    writeEditorDraft("test", { html: "<p>draft text</p>", savedAt: Date.now() });
    const onChange = vi.fn();
    render(<RichTextEditorContent value="<p>stored</p>" draftKey="test" onChange={onChange} />);
    // getByRole walks Ant Design's whole tree in happy-dom and takes seconds; the text is enough.
    fireEvent.click(await screen.findByText("Restore draft", undefined, { timeout: 5000 }));
    expect(onChange).toHaveBeenLastCalledWith("<p>draft text</p>");
    expect(screen.queryByText("Restore draft")).toBeNull();
  });

  it("refuses a table past the maximum with a message", async () => {
    const { container } = render(<RichTextEditorContent />);
    const editor = editorOf(container);
    act(() => {
      editor.commands.insertTable({ rows: editorLimits.table.maxRows + 1, cols: 2 });
    });
    expect(editor.getHTML()).not.toContain("<table");
    expect(
      await screen.findByText(/at most 20 columns and 100 rows/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
  });
  it("cleans HTML pasted from Word, and pastes plain text when asked", async () => {
    const { container } = render(<RichTextEditorContent />);
    const editor = editorOf(container);
    const paste = (data: Record<string, string>) => {
      const clipboardData = new DataTransfer();
      for (const [type, text] of Object.entries(data)) clipboardData.setData(type, text);
      act(() => {
        editor.view.dom.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }),
        );
      });
    };
    paste({
      "text/html":
        '<p class=MsoNormal style="mso-pagination:widow-orphan"><b><span style="mso-bidi-font-family:Arial">Word</span></b> text<o:p></o:p></p>',
      "text/plain": "Word text",
    });
    expect(editor.getHTML()).toBe("<p><strong>Word</strong> text</p>");
    act(() => {
      editor.commands.clearContent();
    });
    fireEvent.click(screen.getByLabelText("Paste as plain text"));
    paste({ "text/html": "<h1><em>Title</em></h1>", "text/plain": "Title" });
    expect(editor.getHTML()).toBe("<p>Title</p>");
  });
});
