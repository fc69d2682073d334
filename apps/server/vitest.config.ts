import { defineConfig } from "vitest/config";

/**
 * `*.timing.test.ts` measure how fast the server answers while it works (under 100 ms during an
 * import): another test file beside them on the two cores would measure the machine instead.
 * They run on their own, one file at a time, when TEST_TIMING=1 (`npm test` runs them after the
 * rest).
 */
const timing = process.env.TEST_TIMING === "1";
const timingTests = "src/**/*.timing.test.ts";

export default defineConfig({
  test: {
    environment: "node",
    include: timing ? [timingTests] : ["src/**/*.test.ts"],
    globalSetup: ["./src/test-support/pglite-template.ts"],
    exclude: timing ? [] : [timingTests],
    // Each test file opens its own database (PGlite in memory, or a fresh PostgreSQL database);
    // forks keep PGlite's WebAssembly memory apart and free it when a file ends.
    pool: "forks",
    // Two files at a time suit the 2-core CI machine; PGlite start-up is CPU-bound.
    maxWorkers: timing ? 1 : 2,
    // PGlite start-up and the migrations take a few seconds per file, argon2 a little per hash.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
