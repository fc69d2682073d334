import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, TextSelection } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { findMatches, type TextBlock, type TextRange } from "../search-replace.ts";

type SearchState = { query: string; caseSensitive: boolean; current: number; matches: TextRange[] };

export const searchPluginKey = new PluginKey<SearchState>("editorSearch");

/** Each text block of the document with the position of every character. */
function textBlocksOf(doc: ProseMirrorNode): TextBlock[] {
  const blocks: TextBlock[] = [];
  doc.descendants((node, position) => {
    if (!node.isTextblock) return true;
    let text = "";
    const positions: number[] = [];
    node.forEach((child, offset) => {
      if (!child.isText || !child.text) return;
      text += child.text;
      for (let index = 0; index < child.text.length; index += 1)
        positions.push(position + 1 + offset + index);
    });
    blocks.push({ text, positions });
    return false;
  });
  return blocks;
}

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    editorSearch: {
      setSearch: (query: string, caseSensitive: boolean) => ReturnType;
      /** Selects the next match after the cursor (wrapping) and scrolls to it. */
      findNext: () => ReturnType;
      replaceCurrent: (replacement: string) => ReturnType;
      replaceAll: (replacement: string) => ReturnType;
    };
  }
}

function matchesOf(doc: ProseMirrorNode, query: string, caseSensitive: boolean) {
  return findMatches(textBlocksOf(doc), query, { caseSensitive });
}

/** Search and replace: matches are highlighted, the current one selected. */
export const SearchHighlight = Extension.create({
  name: "editorSearch",
  addProseMirrorPlugins() {
    return [
      new Plugin<SearchState>({
        key: searchPluginKey,
        state: {
          init: () => ({ query: "", caseSensitive: false, current: -1, matches: [] }),
          apply(tr, previous) {
            const meta = tr.getMeta(searchPluginKey) as Partial<SearchState> | undefined;
            const next = { ...previous, ...meta };
            if (meta || tr.docChanged)
              next.matches = matchesOf(tr.doc, next.query, next.caseSensitive);
            return next;
          },
        },
        props: {
          decorations(state) {
            const search = searchPluginKey.getState(state);
            if (!search || search.matches.length === 0) return DecorationSet.empty;
            return DecorationSet.create(
              state.doc,
              search.matches.map((match, index) =>
                Decoration.inline(match.from, match.to, {
                  class:
                    index === search.current
                      ? "editor-search-match editor-search-current"
                      : "editor-search-match",
                }),
              ),
            );
          },
        },
      }),
    ];
  },
  addCommands() {
    return {
      setSearch:
        (query, caseSensitive) =>
        ({ tr, dispatch }) => {
          dispatch?.(tr.setMeta(searchPluginKey, { query, caseSensitive, current: -1 }));
          return true;
        },
      findNext:
        () =>
        ({ state, tr, dispatch }) => {
          const search = searchPluginKey.getState(state);
          if (!search || search.matches.length === 0) return false;
          const after = state.selection.to;
          let index = search.matches.findIndex((match) => match.from >= after);
          if (index < 0) index = 0;
          const match = search.matches[index];
          if (!match || !dispatch) return true;
          dispatch(
            tr
              .setSelection(TextSelection.create(tr.doc, match.from, match.to))
              .setMeta(searchPluginKey, { current: index })
              .scrollIntoView(),
          );
          return true;
        },
      replaceCurrent:
        (replacement) =>
        ({ state, tr, dispatch }) => {
          const search = searchPluginKey.getState(state);
          const match = search?.matches[search.current];
          if (!match) return false;
          dispatch?.(tr.insertText(replacement, match.from, match.to));
          return true;
        },
      replaceAll:
        (replacement) =>
        ({ state, tr, dispatch }) => {
          const search = searchPluginKey.getState(state);
          if (!search || search.matches.length === 0) return false;
          for (const match of [...search.matches].reverse())
            tr.insertText(replacement, match.from, match.to);
          dispatch?.(tr);
          return true;
        },
    };
  },
});
