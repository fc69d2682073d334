import type { LoadFigures } from "./load.ts";

export type ReportRow = { target: string; name: string; path: string; figures: LoadFigures };

/** app / bare with two decimals; "-" when the bare figure is 0 (latency below 1 ms). */
function ratio(value: number, baseline: number): string {
  return baseline > 0 ? (value / baseline).toFixed(2) : "-";
}

/** A plain-text table; app rows are compared with the bare row (app / bare). */
export function formatReport(rows: ReportRow[], bare: LoadFigures): string {
  const header = [
    "target",
    "case",
    "path",
    "req/s",
    "p50 ms",
    "p99 ms",
    "failed",
    "req/s app/bare",
    "p50 app/bare",
    "p99 app/bare",
  ];
  const lines = rows.map(({ target, name, path, figures }) => [
    target,
    name,
    path,
    Math.round(figures.requestsPerSecond).toString(),
    figures.p50Ms.toString(),
    figures.p99Ms.toString(),
    figures.failures.toString(),
    ratio(figures.requestsPerSecond, bare.requestsPerSecond),
    ratio(figures.p50Ms, bare.p50Ms),
    ratio(figures.p99Ms, bare.p99Ms),
  ]);
  const table = [header, ...lines];
  const widths = header.map((_, column) =>
    Math.max(...table.map((cells) => (cells[column] ?? "").length)),
  );
  const numericFrom = 3;
  return table
    .map((cells) =>
      cells
        .map((cell, column) =>
          column >= numericFrom
            ? cell.padStart(widths[column] ?? 0)
            : cell.padEnd(widths[column] ?? 0),
        )
        .join("  "),
    )
    .join("\n");
}
