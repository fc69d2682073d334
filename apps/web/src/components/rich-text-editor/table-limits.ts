import { editorLimits } from "@portal/shared";

const { maxColumns, maxRows, pickerSize, pickerMaxSize } = editorLimits.table;

/** Whether a table of this size may exist (the spec's maximum of 20 columns and 100 rows). */
export function tableSizeAllowed(rows: number, columns: number): boolean {
  return rows >= 1 && columns >= 1 && rows <= maxRows && columns <= maxColumns;
}

/** Why a table cannot grow by one more row or column, or null when it can. */
export function tableGrowthRefusal(
  rows: number,
  columns: number,
  growth: "row" | "column",
): "maxRows" | "maxColumns" | null {
  if (growth === "row" && rows >= maxRows) return "maxRows";
  if (growth === "column" && columns >= maxColumns) return "maxColumns";
  return null;
}

/**
 * The size of the picker grid while the pointer is on a cell: 10 x 10, growing by one past the
 * cell under the pointer so the next size is always offered, up to 20 x 20.
 */
export function pickerGridSize(hoverRows: number, hoverColumns: number) {
  const grow = (hovered: number) => Math.min(pickerMaxSize, Math.max(pickerSize, hovered + 1));
  return { rows: grow(hoverRows), columns: grow(hoverColumns) };
}
