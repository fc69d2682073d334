// The part of autocannon's API the bench uses; the package ships no type declarations.
declare module "autocannon" {
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests a second over all connections, at most. */
    overallRate?: number;
    warmup?: { connections?: number; duration?: number };
    /** A sequence each connection goes through; `setupRequest` may change each request. */
    requests?: { setupRequest?: (request: AutocannonRequest) => AutocannonRequest }[];
  };

  export type AutocannonRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };

  /** Latencies in milliseconds, requests per second, throughput in bytes per second. */
  export type AutocannonHistogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  };

  export type AutocannonResult = {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    /** Answers per status code ("200", "503", ...). */
    statusCodeStats?: Record<string, { count: number }>;
    latency: AutocannonHistogram;
    requests: AutocannonHistogram & { total: number; sent: number };
    throughput: AutocannonHistogram;
  };

  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
