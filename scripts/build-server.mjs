#!/usr/bin/env node
// Compiles the server for production: one ES module (apps/server/dist/main.js) with the
// server's own code, @portal/shared and the npm packages bundled in (loading one file instead of
// hundreds is a good part of a start), a few packages left to node_modules, and the migrations
// copied beside it. `npm start` runs it with plain Node; tsx stays a development
// tool (tests, `npm run seed`, the bench).
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "apps/server/dist");

/**
 * Packages that stay in node_modules: they read files beside their own code at run time (PGlite's
 * WebAssembly, the API explorer's assets, pino's worker transports) or are native addons.
 */
const externalPackages = [
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "@fastify/swagger-ui",
  "pino",
  "pg-native",
];

rmSync(outDir, { recursive: true, force: true });
const bundled = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
  external: externalPackages,
  // The CommonJS packages bundled in call require() for Node's own modules.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
};
await build({
  ...bundled,
  entryPoints: [path.join(root, "apps/server/src/main.ts")],
  outfile: path.join(outDir, "main.js"),
});
// The sheet worker runs in a thread of its own, loaded by its URL beside main.js.
await build({
  ...bundled,
  entryPoints: [path.join(root, "apps/server/src/platform/spreadsheet/sheet-worker.mjs")],
  outfile: path.join(outDir, "sheet-worker.mjs"),
});
cpSync(path.join(root, "apps/server/src/db/migrations"), path.join(outDir, "db/migrations"), {
  recursive: true,
});
console.log(`[build-server] wrote ${path.relative(root, outDir)}/main.js`);
