import type { BenchDatabase, BenchTarget } from "./cases.ts";
import type { LoadFigures } from "./load.ts";

export type Verdict = { outcome: "PASS" | "FAIL" | "not judged"; explanation: string };

/** Whether `figures` reach `target`, with the numbers that decided it. */
export function judge(
  target: BenchTarget,
  figures: LoadFigures,
  bare: LoadFigures,
  connections: number,
  database: BenchDatabase,
): Verdict {
  if (figures.answered === 0) {
    return { outcome: "FAIL", explanation: "no answer within the measured seconds" };
  }
  switch (target.kind) {
    case "throughputShareOfBare": {
      const share =
        bare.requestsPerSecond > 0 ? figures.requestsPerSecond / bare.requestsPerSecond : 0;
      const needed = Math.round(bare.requestsPerSecond * target.minimumShare);
      return {
        outcome: share >= target.minimumShare ? "PASS" : "FAIL",
        explanation:
          `req/s ${Math.round(figures.requestsPerSecond)} = ${share.toFixed(2)} of bare; ` +
          `needs >= ${target.minimumShare.toFixed(2)} (${needed} req/s)`,
      };
    }
    case "p99Below": {
      const measured =
        `p99 ${figures.p99Ms} ms (bare ${bare.p99Ms} ms); ` +
        `needs < ${target.maximumMs} ms at ${target.connections} connections`;
      if (connections !== target.connections) {
        return { outcome: "not judged", explanation: `${measured}, measured at ${connections}` };
      }
      return { outcome: figures.p99Ms < target.maximumMs ? "PASS" : "FAIL", explanation: measured };
    }
    case "throughputAndP99": {
      const wanted = target.byDatabase[database];
      const requestsPerSecond = Math.round(figures.requestsPerSecond);
      const measured =
        `req/s ${requestsPerSecond}, p99 ${figures.p99Ms} ms on ${database}; needs >= ` +
        `${wanted.minimumRequestsPerSecond} req/s and p99 <= ${wanted.maximumP99Ms} ms ` +
        `at ${target.connections} connections`;
      if (connections !== target.connections) {
        return { outcome: "not judged", explanation: `${measured}, measured at ${connections}` };
      }
      const reached =
        requestsPerSecond >= wanted.minimumRequestsPerSecond &&
        figures.p99Ms <= wanted.maximumP99Ms;
      return { outcome: reached ? "PASS" : "FAIL", explanation: measured };
    }
  }
}
