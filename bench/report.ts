import type { LoadFigures } from "./load.ts";
import type { Verdict } from "./targets.ts";

export type ReportRow = {
  /** The server measured: "bare fastify", "app (pglite)", "app (postgres)". */
  server: string;
  name: string;
  /** Absent when the case was not loaded because its probe failed (see `problem`). */
  figures?: LoadFigures;
  queriesPerRequest?: number;
  verdict?: Verdict;
  problem?: string;
};

/** app / bare with two decimals; "-" when the bare figure is 0 (latency below 1 ms). */
function ratio(value: number, baseline: number): string {
  return baseline > 0 ? (value / baseline).toFixed(2) : "-";
}

/** Columns padded to their widest cell; from `numericFrom` on, right-aligned. */
export function formatColumns(table: string[][], numericFrom: number, indent = ""): string {
  const columnCount = Math.max(...table.map((cells) => cells.length));
  const widths = Array.from({ length: columnCount }, (_, column) =>
    Math.max(...table.map((cells) => (cells[column] ?? "").length)),
  );
  return table
    .map(
      (cells) =>
        indent +
        cells
          .map((cell, column) =>
            column >= numericFrom && column < columnCount - 1
              ? cell.padStart(widths[column] ?? 0)
              : cell.padEnd(widths[column] ?? 0),
          )
          .join("  ")
          .trimEnd(),
    )
    .join("\n");
}

/** The figures table; app rows are compared with the bare row (app / bare). */
export function formatFigures(rows: ReportRow[], bare: LoadFigures): string {
  const header = [
    "server",
    "case",
    "req/s",
    "p50 ms",
    "p99 ms",
    "failed",
    "queries/req",
    "req/s app/bare",
    "p50 app/bare",
    "p99 app/bare",
    "target",
  ];
  const lines = rows.map(({ server, name, figures, queriesPerRequest, verdict, problem }) => {
    const queries = queriesPerRequest === undefined ? "-" : queriesPerRequest.toFixed(1);
    if (!figures) {
      return [server, name, "-", "-", "-", "-", queries, "-", "-", "-", `not loaded: ${problem}`];
    }
    if (figures.answered === 0) {
      const failures = figures.failures.toString();
      return [
        server,
        name,
        "0",
        "-",
        "-",
        failures,
        queries,
        "-",
        "-",
        "-",
        "FAIL: no answer in time",
      ];
    }
    return [
      server,
      name,
      Math.round(figures.requestsPerSecond).toString(),
      figures.p50Ms.toString(),
      figures.p99Ms.toString(),
      figures.failures.toString(),
      queries,
      ratio(figures.requestsPerSecond, bare.requestsPerSecond),
      ratio(figures.p50Ms, bare.p50Ms),
      ratio(figures.p99Ms, bare.p99Ms),
      verdict?.outcome ?? "",
    ];
  });
  return formatColumns([header, ...lines], 2);
}

/** One line per target: the outcome and the numbers that decided it. */
export function formatVerdicts(rows: ReportRow[]): string {
  const judged = rows.flatMap(({ server, name, verdict }) =>
    verdict ? [[verdict.outcome, server, name, verdict.explanation]] : [],
  );
  return formatColumns(judged, 4, "  ");
}
