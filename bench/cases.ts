/** One endpoint of the real app to load; `path` is requested with GET. */
export type BenchCase = { name: string; path: string };

/** The app endpoints the bench loads, each compared with the bare Fastify route. */
export const benchCases: BenchCase[] = [{ name: "dict area", path: "/api/common/dict?type=area" }];
