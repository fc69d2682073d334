import { Extension } from "@tiptap/core";
import { type EditorState, Plugin, PluginKey } from "@tiptap/pm/state";

/** The meta prosemirror-history puts on its undo and redo transactions. */
const historyMeta = "history$";

const undoLimitKey = new PluginKey<{ undone: number }>("undoLimit");

/** Whether the steps undone since the last edit have reached the limit. */
export function undoLimitReached(state: EditorState, depth: number): boolean {
  return (undoLimitKey.getState(state)?.undone ?? 0) >= depth;
}

/**
 * Undo goes back at most `depth` steps. prosemirror-history's own depth trims only once it has
 * 20 events more than the depth, so the limit is counted here: each undo counts one, each redo
 * gives one back, and a new edit starts again from zero.
 */
export const UndoLimit = Extension.create<{ depth: number }>({
  name: "undoLimit",
  addOptions: () => ({ depth: 20 }),
  addProseMirrorPlugins() {
    const { depth } = this.options;
    return [
      new Plugin<{ undone: number }>({
        key: undoLimitKey,
        state: {
          init: () => ({ undone: 0 }),
          apply(tr, { undone }) {
            const history = tr.getMeta(historyMeta) as { redo: boolean } | undefined;
            if (history) return { undone: Math.max(0, undone + (history.redo ? -1 : 1)) };
            if (tr.docChanged && tr.getMeta("addToHistory") !== false) return { undone: 0 };
            return { undone };
          },
        },
        filterTransaction(tr, state) {
          const history = tr.getMeta(historyMeta) as { redo: boolean } | undefined;
          return !history || history.redo || !undoLimitReached(state, depth);
        },
      }),
    ];
  },
});
