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
};

/** Loads one URL with GET requests and returns the figures the report shows. */
export async function measure(url: string, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url,
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
  };
}
