import autocannon from "autocannon";

export type LoadOptions = {
  /** Seconds of measured load. */
  durationSeconds: number;
  connections: number;
  /** Seconds of unmeasured load first, so the JIT and the connection pools are warm. */
  warmupSeconds: number;
};

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus socket errors and timeouts: should be 0. */
  failures: number;
  /** 2xx answers within the measured seconds; 0 means the server answered nothing in time. */
  answered: number;
  /** 503 answers: the server refusing work it cannot take on (the overload ramp counts them). */
  refused: number;
  /** What the failures were: the count of each non-2xx status, of socket errors and of timeouts. */
  failedAs: Record<string, number>;
};

/** What a browser sends that changes the answer: it takes brotli and gzip, as every browser does. */
const browserHeaders = { "accept-encoding": "gzip, deflate, br" };

/**
 * Loads one URL with GET requests and returns the figures the report shows. With `variedPaths`,
 * each request (on any connection) takes the next of them, on the origin of `url`.
 */
export async function measure(
  url: string,
  options: LoadOptions,
  variedPaths?: string[],
): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url,
    headers: browserHeaders,
    ...(variedPaths
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                path: variedPaths[next++ % variedPaths.length] as string,
              }),
            },
          ],
        }
      : {}),
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.warmupSeconds > 0
      ? { warmup: { connections: options.connections, duration: options.warmupSeconds } }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    answered: result["2xx"],
    refused: result.statusCodeStats?.["503"]?.count ?? 0,
    failedAs: Object.fromEntries(
      [
        ...Object.entries(result.statusCodeStats ?? {})
          .filter(([status]) => !status.startsWith("2"))
          .map(([status, { count }]): [string, number] => [`HTTP ${status}`, count]),
        ["socket errors", result.errors] as [string, number],
        ["timeouts", result.timeouts] as [string, number],
      ].filter(([, count]) => count > 0),
    ),
  };
}
