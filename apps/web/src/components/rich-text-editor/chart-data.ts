/** Series read from a table for a chart: the header row names the categories, the first column the series. */
export type ChartData = {
  categories: string[];
  series: { name: string; values: number[] }[];
};

export type ChartDataResult =
  | { ok: true; data: ChartData }
  | { ok: false; reason: "tooSmall" | "emptyHeader" | "notNumber"; row?: number; column?: number };

const numberPattern = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** A cell's number: digits with an optional sign, decimals, thousands commas or a % sign. */
function cellNumber(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, "").replace(/%$/, "");
  return numberPattern.test(cleaned) ? Number(cleaned) : null;
}

/**
 * Reads a table's cell texts as chart data. The table needs a header row, a first column of
 * headers, at least one row and column of data, and a number in every other cell.
 */
export function chartDataFromTable(rows: readonly (readonly string[])[]): ChartDataResult {
  const header = rows[0];
  if (!header || rows.length < 2 || header.length < 2) return { ok: false, reason: "tooSmall" };
  const categories = header.slice(1).map((cell) => cell.trim());
  const emptyCategory = categories.indexOf("");
  if (emptyCategory >= 0)
    return { ok: false, reason: "emptyHeader", row: 1, column: emptyCategory + 2 };
  const series: ChartData["series"] = [];
  for (const [rowIndex, row] of rows.slice(1).entries()) {
    const name = (row[0] ?? "").trim();
    if (name === "") return { ok: false, reason: "emptyHeader", row: rowIndex + 2, column: 1 };
    const values: number[] = [];
    for (let column = 1; column < header.length; column += 1) {
      const value = cellNumber(row[column] ?? "");
      if (value === null) {
        return { ok: false, reason: "notNumber", row: rowIndex + 2, column: column + 1 };
      }
      values.push(value);
    }
    series.push({ name, values });
  }
  return { ok: true, data: { categories, series } };
}
