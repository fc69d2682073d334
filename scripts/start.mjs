#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server (TypeScript through tsx) serving it, with the settings of the environment
// and of an optional .env file. Signals go to the server, whose exit code becomes ours.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const webIndex = path.join(root, "apps/web/dist/index.html");
// What the web build is made of: its own sources and the shared package it imports.
const webSources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "packages/shared/src",
].map((entry) => path.join(root, entry));

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child === "dist") continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(webIndex)) return "apps/web/dist/index.html is missing";
  const built = statSync(webIndex).mtimeMs;
  const changed = Math.max(...webSources.map(newestChange));
  return changed > built ? "the web sources changed since the last build" : undefined;
}

const staleReason = webBuildIsStale();
if (staleReason) {
  console.log(`[start] building the web app (${staleReason})`);
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) {
    console.error("[start] the web build failed; not starting the server");
    process.exit(build.status ?? 1);
  }
}

// A .env file at the root (see .env.example) fills what the shell did not set.
const envFile = path.join(root, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

const env = {
  ...process.env,
  WEB_DIST: process.env.WEB_DIST ?? path.join(root, "apps/web/dist"),
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, "data"),
};
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    // The server finishes the requests in flight and exits by itself.
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on("error", (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});
server.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
