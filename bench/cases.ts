/** A figure an issue asks the app to reach on a case. */
export type BenchTarget =
  /** The app's req/s must be at least this share of the bare route's in the same run. */
  | { kind: "throughputShareOfBare"; minimumShare: number }
  /** The app's p99 must stay below this, measured at this many concurrent connections. */
  | { kind: "p99Below"; maximumMs: number; connections: number }
  /** Per database: at least this many req/s with a p99 of at most this, at 100 connections. */
  | {
      kind: "throughputAndP99";
      connections: number;
      byDatabase: Record<BenchDatabase, { minimumRequestsPerSecond: number; maximumP99Ms: number }>;
    };

export type BenchDatabase = "pglite" | "postgres";

/** One endpoint of the real app to load; `path` is requested with GET. */
export type BenchCase = {
  name: string;
  path: string;
  /**
   * When set, each request takes the next of these paths instead of `path` (which then only
   * names them in the report): answers the server keeps for a while are not asked for twice.
   */
  variedPaths?: string[];
  target?: BenchTarget;
};

/** The product catalogue's selection filters most visitors start from (issue 4). */
const selectionFilters = "networkSystem=NB-IoT&packageType=LCC";
/** A model family, as a visitor types it into the catalogue's search box. */
const modelKeyword = "M53";

/** Issue 4: "filtered list throughput at least a quarter of the baseline's". */
const filteredListTarget: BenchTarget = { kind: "throughputShareOfBare", minimumShare: 0.25 };

/**
 * The app endpoints the bench loads, each compared with the bare Fastify route. The product
 * cases run on the seeded catalogue; `compareIds` are three of its published modules,
 * `searchKeywords` beginnings of its models.
 */
export function benchCases(catalogue: {
  compareIds: number[];
  searchKeywords: string[];
}): BenchCase[] {
  const listPath = (query: string) => `/api/product/getList?${query}&page=1&pageSize=10`;
  return [
    { name: "dict area", path: "/api/common/dict?type=area" },
    // Answered from memory, no database: the ceiling of the app's own stack (plugins, schemas,
    // serialization), what a product read could reach with its answer cached.
    { name: "product dict", path: "/api/product/dict" },
    { name: "catalogue list", path: "/api/product/getList?page=1&pageSize=10" },
    { name: "filtered list", path: listPath(selectionFilters), target: filteredListTarget },
    { name: "keyword list", path: listPath(`keyword=${modelKeyword}`), target: filteredListTarget },
    {
      // The long tail of searches: every request another keyword, so none is answered from
      // what the server kept of an earlier one; the figures of a database read per request.
      name: "keyword mix",
      path: listPath(`keyword=<${catalogue.searchKeywords.length} model beginnings>`),
      variedPaths: catalogue.searchKeywords.map((keyword) =>
        listPath(`keyword=${encodeURIComponent(keyword)}`),
      ),
      // Issue 11: uncached search at 100 connections.
      target: {
        kind: "throughputAndP99",
        connections: 100,
        byDatabase: {
          pglite: { minimumRequestsPerSecond: 1_000, maximumP99Ms: 300 },
          postgres: { minimumRequestsPerSecond: 3_000, maximumP99Ms: 50 },
        },
      },
    },
    { name: "filter counts", path: `/api/product/getFilterCounts?${selectionFilters}` },
    {
      name: "compare 3",
      path: `/api/product/compare?ids=${catalogue.compareIds.join(",")}`,
      // Issue 4: "compare p99 under 20 ms at 100 concurrent clients".
      target: { kind: "p99Below", maximumMs: 20, connections: 100 },
    },
  ];
}
