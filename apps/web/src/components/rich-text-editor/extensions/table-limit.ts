import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { TableMap } from "@tiptap/pm/tables";
import { tableSizeAllowed } from "../table-limits.ts";

/** Rows and columns of a table node. */
export function tableSize(table: ProseMirrorNode): { rows: number; columns: number } {
  const map = TableMap.get(table);
  return { rows: map.height, columns: map.width };
}

function everyTableAllowed(doc: ProseMirrorNode): boolean {
  let allowed = true;
  doc.descendants((node) => {
    if (!allowed) return false;
    if (node.type.name !== "table") return true;
    const { rows, columns } = tableSize(node);
    allowed = tableSizeAllowed(rows, columns);
    return false;
  });
  return allowed;
}

/**
 * Refuses any change that would leave a table over the maximum size, whatever made it (a
 * toolbar button, Tab in the last cell, a paste); `onRefused` tells the person why.
 */
export const TableLimit = Extension.create<{ onRefused: () => void }>({
  name: "tableLimit",
  addOptions: () => ({ onRefused: () => undefined }),
  addProseMirrorPlugins() {
    const { onRefused } = this.options;
    return [
      new Plugin({
        key: new PluginKey("tableLimit"),
        filterTransaction: (tr, state) => {
          if (!tr.docChanged || everyTableAllowed(tr.doc)) return true;
          // A document that was already over (loaded that way) may still be edited down.
          if (!everyTableAllowed(state.doc)) return true;
          onRefused();
          return false;
        },
      }),
    ];
  },
});
