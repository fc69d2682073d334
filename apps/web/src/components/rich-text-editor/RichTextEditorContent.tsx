import { editorLimits, richTextLength } from "@portal/shared";
import type { Editor } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { Alert, Button, Input, Space } from "antd";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../../lib/feedback.ts";
import { chartDataFromTable } from "./chart-data.ts";
import { AnchorDialog } from "./dialogs/AnchorDialog.tsx";
import { ImageDialog } from "./dialogs/ImageDialog.tsx";
import { LinkDialog, type LinkValues } from "./dialogs/LinkDialog.tsx";
import { MediaDialog } from "./dialogs/MediaDialog.tsx";
import { SearchPanel } from "./dialogs/SearchPanel.tsx";
import { type EditorDraft, readEditorDraft, writeEditorDraft } from "./draft-storage.ts";
import { EditorToolbar, type TableAction, type ToolbarDialog } from "./EditorToolbar.tsx";
import { editorExtensions } from "./editor-extensions.ts";
import type { EditorUpload } from "./editor-upload.ts";
import { tableSize } from "./extensions/table-limit.ts";
import { tableAtSelection, tableCellTexts } from "./table-cells.ts";
import { tableGrowthRefusal, tableSizeAllowed } from "./table-limits.ts";
import { cleanWordHtml, isWordHtml } from "./word-paste.ts";
import "./rich-text-editor.css";

// ECharts is most of the editor's weight and only charts need it.
const ChartDialog = lazy(() =>
  import("./dialogs/ChartDialog.tsx").then((module) => ({ default: module.ChartDialog })),
);

export type RichTextEditorProps = {
  /** The HTML (Ant Design Form passes it); an empty text is "". */
  value?: string;
  onChange?: (html: string) => void;
  /** Stores a pasted, dropped or chosen file; without it images are kept inline as data URLs. */
  upload?: EditorUpload;
  /** Characters of text allowed; more shows a warning (the server refuses to save them). */
  maxLength?: number;
  /** Where the draft is auto-saved in the browser; no draft is kept without it. */
  draftKey?: string;
  placeholder?: string;
  /** The id Form.Item gives its field, set on the editable area. */
  id?: string;
  "aria-label"?: string;
  minHeight?: number;
  disabled?: boolean;
};

function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function dataUrlToFile(dataUrl: string, name: string): File {
  const [header = "", base64 = ""] = dataUrl.split(",");
  const type = /data:([^;]+)/.exec(header)?.[1] ?? "image/png";
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type });
}

function imageFilesOf(data: DataTransfer | null): File[] {
  return [...(data?.files ?? [])].filter((file) => file.type.startsWith("image/"));
}

/** Plain text as paragraphs: a line is a paragraph, as Enter makes one. */
function paragraphsOf(text: string) {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => ({ type: "paragraph", content: line ? [{ type: "text", text: line }] : [] }));
}

const emptyHtml = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/** The rich-text editor itself; pages load it through `RichTextEditor`, which loads it lazily. */
export function RichTextEditorContent({
  value,
  onChange,
  upload,
  maxLength = editorLimits.maxTextLength,
  draftKey,
  placeholder,
  id,
  "aria-label": ariaLabel,
  minHeight = 240,
  disabled = false,
}: RichTextEditorProps) {
  const { t, i18n } = useTranslation();
  const [sourceMode, setSourceMode] = useState(false);
  const [source, setSource] = useState("");
  const [searchOpen, setSearchOpen] = useState(false);
  const [dialog, setDialog] = useState<ToolbarDialog | null>(null);
  const [length, setLength] = useState(() => richTextLength(value ?? ""));
  const [draftSavedVisible, setDraftSavedVisible] = useState(false);
  const [foundDraft, setFoundDraft] = useState<EditorDraft | null>(null);
  const plainTextPaste = useRef(false);
  const [plainTextPasteOn, setPlainTextPasteOn] = useState(false);
  const lastHtml = useRef(value ?? "");
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  const dirty = useRef(false);
  const countTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Uploads a file and answers its address; a refusal is shown, then thrown. */
  const sendFile = async (file: File, kind: "image" | "video" | "audio"): Promise<string> => {
    const send = uploadRef.current;
    if (!send) throw new Error("no upload");
    try {
      return (await send(file, kind)).url;
    } catch (error) {
      showError(t("editor.uploadFailed", { reason: error instanceof Error ? error.message : "" }));
      throw error;
    }
  };
  const storeImage = (file: File): Promise<string> =>
    uploadRef.current ? sendFile(file, "image") : readFileAsDataUrl(file);

  const refuseTable = useRef<() => void>(() => undefined);
  refuseTable.current = () =>
    showError(
      t("editor.tableTooLarge", {
        rows: editorLimits.table.maxRows,
        columns: editorLimits.table.maxColumns,
      }),
    );
  // The editor keeps the extensions it was built with for its whole life.
  const [extensions] = useState(() =>
    editorExtensions({ placeholder, onTableRefused: () => refuseTable.current() }),
  );

  const editor = useEditor({
    extensions,
    content: value ?? "",
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: "rte-content",
        ...(id ? { id } : {}),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": ariaLabel ?? t("editor.content"),
        style: `min-height: ${minHeight}px`,
      },
      transformPastedHTML: (html) => (isWordHtml(html) ? cleanWordHtml(html) : html),
      handlePaste: (view, event) => {
        const images = imageFilesOf(event.clipboardData);
        if (images.length > 0) {
          for (const file of images) {
            void storeImage(file)
              .then((src) => {
                const image = view.state.schema.nodes.image?.create({ src });
                if (image) view.dispatch(view.state.tr.replaceSelectionWith(image));
              })
              .catch(() => undefined);
          }
          return true;
        }
        if (plainTextPaste.current) {
          const text = event.clipboardData?.getData("text/plain") ?? "";
          const content = paragraphsOf(text);
          const target = editorRef.current;
          if (!target) return false;
          target.commands.insertContent(
            content.length === 1 ? (content[0]?.content ?? []) : content,
          );
          return true;
        }
        return false;
      },
      handleDrop: (view, event, _slice, moved) => {
        const images = moved ? [] : imageFilesOf(event.dataTransfer);
        if (images.length === 0) return false;
        const at =
          view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ??
          view.state.selection.from;
        for (const file of images) {
          void storeImage(file)
            .then((src) => {
              const image = view.state.schema.nodes.image?.create({ src });
              if (image) view.dispatch(view.state.tr.insert(at, image));
            })
            .catch(() => undefined);
        }
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = emptyHtml(current);
      lastHtml.current = html;
      dirty.current = true;
      onChangeRef.current?.(html);
      clearTimeout(countTimer.current);
      countTimer.current = setTimeout(
        () => setLength(richTextLength(html)),
        editorLimits.wordCountDelayMs,
      );
    },
  });
  const editorRef = useRef<Editor | null>(editor);
  editorRef.current = editor;

  // A value set from outside (form reset, record loaded) replaces the text; our own echo does not.
  useEffect(() => {
    const next = value ?? "";
    if (next === lastHtml.current) return;
    lastHtml.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
    setLength(richTextLength(next));
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => () => clearTimeout(countTimer.current), []);

  // Draft: offered back when it differs from the text the page opened with.
  useEffect(() => {
    if (!draftKey) return;
    const draft = readEditorDraft(draftKey);
    if (draft && draft.html !== lastHtml.current) setFoundDraft(draft);
  }, [draftKey]);

  useEffect(() => {
    if (!draftKey) return;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      if (!dirty.current) return;
      dirty.current = false;
      if (writeEditorDraft(draftKey, { html: lastHtml.current, savedAt: Date.now() })) {
        setDraftSavedVisible(true);
        clearTimeout(hideTimer);
        hideTimer = setTimeout(() => setDraftSavedVisible(false), editorLimits.autosaveMessageMs);
      }
    }, editorLimits.autosaveIntervalMs);
    return () => {
      clearInterval(interval);
      clearTimeout(hideTimer);
    };
  }, [draftKey]);

  const toggleSource = () => {
    if (sourceMode) {
      editor.commands.setContent(source, { emitUpdate: true });
      setSourceMode(false);
    } else {
      setSource(emptyHtml(editor));
      setSearchOpen(false);
      setSourceMode(true);
    }
  };

  const insertTable = (rows: number, columns: number) => {
    if (!tableSizeAllowed(rows, columns)) {
      showError(
        t("editor.tableTooLarge", {
          rows: editorLimits.table.maxRows,
          columns: editorLimits.table.maxColumns,
        }),
      );
      return;
    }
    editor.chain().focus().insertTable({ rows, cols: columns, withHeaderRow: true }).run();
  };

  const tableAction = (action: TableAction) => {
    const table = tableAtSelection(editor.state);
    if (table && (action.startsWith("addRow") || action.startsWith("addColumn"))) {
      const { rows, columns } = tableSize(table.node);
      const refusal = tableGrowthRefusal(
        rows,
        columns,
        action.startsWith("addRow") ? "row" : "column",
      );
      if (refusal === "maxRows") {
        showError(t("editor.tableRowsFull", { rows: editorLimits.table.maxRows }));
        return;
      }
      if (refusal === "maxColumns") {
        showError(t("editor.tableColumnsFull", { columns: editorLimits.table.maxColumns }));
        return;
      }
    }
    editor.chain().focus()[action]().run();
  };

  const linkInitial = (): LinkValues => {
    const { from, to } = editor.state.selection;
    const attributes = editor.getAttributes("link");
    return {
      href: (attributes.href as string | undefined) ?? "",
      text: editor.state.doc.textBetween(from, to, " "),
      newWindow: attributes.target === "_blank",
    };
  };

  const applyLink = ({ href, text, newWindow }: LinkValues) => {
    setDialog(null);
    const attributes = {
      href,
      target: newWindow ? "_blank" : null,
      rel: newWindow ? "noopener noreferrer" : null,
    };
    const { empty } = editor.state.selection;
    const chain = editor.chain().focus();
    if (empty && !editor.isActive("link")) {
      chain
        .insertContent({
          type: "text",
          text: text || href,
          marks: [{ type: "link", attrs: attributes }],
        })
        .run();
      return;
    }
    chain.extendMarkRange("link").setLink(attributes).run();
  };

  const chartResult = useMemo(() => {
    if (dialog !== "chart") return null;
    const table = tableAtSelection(editor.state);
    return table ? chartDataFromTable(tableCellTexts(table.node)) : null;
  }, [dialog, editor]);

  const insertChart = async (pngDataUrl: string) => {
    setDialog(null);
    const table = tableAtSelection(editor.state);
    let src = pngDataUrl;
    if (uploadRef.current) {
      try {
        src = await storeImage(dataUrlToFile(pngDataUrl, "chart.png"));
      } catch {
        return;
      }
    }
    const image = {
      type: "image",
      attrs: { src, alt: t("editor.chartDialog.alt"), float: "center" },
    };
    if (table)
      editor
        .chain()
        .focus()
        .insertContentAt(table.position + table.node.nodeSize, image)
        .run();
    else editor.chain().focus().insertContent(image).run();
  };

  const over = length > maxLength;
  const lastSavedTime = foundDraft
    ? new Date(foundDraft.savedAt).toLocaleString(i18n.language)
    : "";

  return (
    <div className={`rte${disabled ? " rte-disabled" : ""}${over ? " rte-over" : ""}`}>
      {foundDraft ? (
        <Alert
          type="info"
          showIcon
          className="rte-draft"
          title={t("editor.draftFound", { time: lastSavedTime })}
          action={
            <Space wrap>
              <Button
                size="small"
                type="primary"
                onClick={() => {
                  editor.commands.setContent(foundDraft.html, { emitUpdate: true });
                  setFoundDraft(null);
                }}
              >
                {t("editor.restoreDraft")}
              </Button>
              <Button size="small" onClick={() => setFoundDraft(null)}>
                {t("editor.discardDraft")}
              </Button>
            </Space>
          }
        />
      ) : null}
      {disabled ? null : (
        <EditorToolbar
          editor={editor}
          sourceMode={sourceMode}
          plainTextPaste={plainTextPasteOn}
          searchOpen={searchOpen}
          onToggleSource={toggleSource}
          onTogglePlainTextPaste={() => {
            plainTextPaste.current = !plainTextPaste.current;
            setPlainTextPasteOn(plainTextPaste.current);
          }}
          onToggleSearch={() => setSearchOpen((open) => !open)}
          onOpenDialog={setDialog}
          onInsertTable={insertTable}
          onTableAction={tableAction}
        />
      )}
      {searchOpen && !sourceMode ? (
        <SearchPanel editor={editor} onClose={() => setSearchOpen(false)} />
      ) : null}
      {sourceMode ? (
        <Input.TextArea
          className="rte-source"
          aria-label={t("editor.source")}
          value={source}
          autoSize={{ minRows: 10, maxRows: 30 }}
          onChange={(event) => {
            setSource(event.target.value);
            lastHtml.current = event.target.value;
            dirty.current = true;
            onChangeRef.current?.(event.target.value);
            setLength(richTextLength(event.target.value));
          }}
        />
      ) : (
        <EditorContent editor={editor} className="rte-body" />
      )}
      <div className="rte-status">
        <span className="rte-draft-saved" aria-live="polite">
          {draftSavedVisible ? t("editor.draftSaved") : ""}
        </span>
        <span className={over ? "rte-count rte-count-over" : "rte-count"}>
          {t("editor.words", { count: length, max: maxLength })}
        </span>
      </div>
      {over ? (
        <Alert
          type="warning"
          showIcon
          className="rte-over-alert"
          title={t("editor.overLimit", { max: maxLength })}
        />
      ) : null}
      <ImageDialog
        open={dialog === "image"}
        initial={
          dialog === "image" && editor.isActive("image") ? editor.getAttributes("image") : null
        }
        onUpload={upload ? storeImage : null}
        onInsert={(image) => {
          setDialog(null);
          editor.chain().focus().insertContent({ type: "image", attrs: image }).run();
        }}
        onClose={() => setDialog(null)}
      />
      <LinkDialog
        open={dialog === "link"}
        initial={dialog === "link" ? linkInitial() : { href: "", text: "", newWindow: false }}
        onApply={applyLink}
        onClose={() => setDialog(null)}
      />
      <MediaDialog
        open={dialog === "media"}
        onUpload={upload ? sendFile : null}
        onInsert={(media) => {
          setDialog(null);
          editor.chain().focus().insertMedia(media).run();
        }}
        onClose={() => setDialog(null)}
      />
      <AnchorDialog
        open={dialog === "anchor"}
        onInsert={(name) => {
          setDialog(null);
          editor.chain().focus().insertAnchor(name).run();
        }}
        onClose={() => setDialog(null)}
      />
      {dialog === "chart" ? (
        <Suspense fallback={null}>
          <ChartDialog
            open={dialog === "chart"}
            result={chartResult}
            onInsert={(url) => void insertChart(url)}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
