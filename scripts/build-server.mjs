#!/usr/bin/env node
// Compiles the server for production: one ES module (apps/server/dist/main.js) with the
// server's own code and @portal/shared bundled in, the npm packages left to node_modules, and
// the migrations copied beside it. `npm start` runs it with plain Node; tsx stays a development
// tool (tests, `npm run seed`, the bench).
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "apps/server/dist");

/** Every bare import is an installed package, left external, except the workspace's own source. */
const externalPackages = {
  name: "external-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@portal/") ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, "apps/server/src/main.ts")],
  outfile: path.join(outDir, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
  plugins: [externalPackages],
});
cpSync(path.join(root, "apps/server/src/db/migrations"), path.join(outDir, "db/migrations"), {
  recursive: true,
});
console.log(`[build-server] wrote ${path.relative(root, outDir)}/main.js`);
