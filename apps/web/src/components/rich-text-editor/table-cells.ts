import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { EditorState } from "@tiptap/pm/state";

/** The table the cursor is in, with its position, or null. */
export function tableAtSelection(
  state: EditorState,
): { node: ProseMirrorNode; position: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type.name === "table") return { node, position: $from.before(depth) };
  }
  return null;
}

/** The text of every cell of a table, row by row. */
export function tableCellTexts(table: ProseMirrorNode): string[][] {
  const rows: string[][] = [];
  table.forEach((row) => {
    const cells: string[] = [];
    row.forEach((cell) => {
      cells.push(cell.textContent);
    });
    rows.push(cells);
  });
  return rows;
}
