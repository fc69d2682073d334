import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["specs/**/*.spec.ts"],
    // One server (started in the global setup) and one Chromium at a time: spec files run one
    // after the other in a single fork, and tests inside a file in order.
    globalSetup: ["./support/global-setup.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { concurrent: false, shuffle: false },
    // On CI a failed spec is tried once more, as Playwright's own runner does there: a browser
    // on a loaded 2-core machine misses a beat now and then. A real failure fails twice.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 60_000,
    // A list entry leaving with Ant Design's motion may take up to its 2 s deadline when the
    // browser's animation events come late on a loaded machine; vitest's default poll gives 1 s.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
