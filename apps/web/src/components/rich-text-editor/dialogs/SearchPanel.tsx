import { CloseOutlined } from "@ant-design/icons";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Button, Checkbox, Input, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { searchPluginKey } from "../extensions/search-highlight.ts";

/** Find and replace above the text; matches are highlighted while it is open. */
export function SearchPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const [replacement, setReplacement] = useState("");
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const search = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const state = searchPluginKey.getState(current.state);
      return { total: state?.matches.length ?? 0, current: state?.current ?? -1 };
    },
  });

  useEffect(() => {
    editor.commands.setSearch(query, caseSensitive);
  }, [editor, query, caseSensitive]);
  useEffect(() => () => void editor.commands.setSearch("", false), [editor]);

  const status =
    notice ??
    (query === ""
      ? ""
      : search.total === 0
        ? t("editor.searchPanel.none")
        : t("editor.searchPanel.count", { current: search.current + 1, total: search.total }));

  return (
    <div className="rte-search">
      <Space wrap size={[8, 8]}>
        <Input
          size="small"
          placeholder={t("editor.searchPanel.find")}
          aria-label={t("editor.searchPanel.find")}
          value={query}
          onChange={(event) => {
            setNotice(null);
            setQuery(event.target.value);
          }}
          onPressEnter={() => editor.commands.findNext()}
          style={{ width: 160 }}
        />
        <Input
          size="small"
          placeholder={t("editor.searchPanel.replaceWith")}
          aria-label={t("editor.searchPanel.replaceWith")}
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
          style={{ width: 160 }}
        />
        <Checkbox
          checked={caseSensitive}
          onChange={(event) => setCaseSensitive(event.target.checked)}
        >
          {t("editor.searchPanel.caseSensitive")}
        </Checkbox>
        <Button
          size="small"
          onClick={() => editor.commands.findNext()}
          disabled={search.total === 0}
        >
          {t("editor.searchPanel.next")}
        </Button>
        <Button
          size="small"
          disabled={search.current < 0}
          onClick={() => {
            editor.commands.replaceCurrent(replacement);
            editor.commands.findNext();
          }}
        >
          {t("editor.searchPanel.replace")}
        </Button>
        <Button
          size="small"
          disabled={search.total === 0}
          onClick={() => {
            const count = search.total;
            editor.commands.replaceAll(replacement);
            setNotice(t("editor.searchPanel.replaced", { count }));
          }}
        >
          {t("editor.searchPanel.replaceAll")}
        </Button>
        <span className="rte-search-status" aria-live="polite">
          {status}
        </span>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t("editor.searchPanel.close")}
          onClick={onClose}
        />
      </Space>
    </div>
  );
}
