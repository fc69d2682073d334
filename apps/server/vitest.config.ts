import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Each test file opens its own database (PGlite in memory, or a fresh PostgreSQL database);
    // forks keep PGlite's WebAssembly memory apart and free it when a file ends.
    pool: "forks",
    // Two files at a time suit the 2-core CI machine; PGlite start-up is CPU-bound.
    maxWorkers: 2,
    // PGlite start-up and the migrations take a few seconds per file, argon2 a little per hash.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
