#!/usr/bin/env node
// `npm start`: builds the web app and the server when a build is missing or older than its
// sources, then runs the compiled server (plain JavaScript) serving the web app, with the
// settings of the environment and of an optional .env file. Signals go to the server, whose
// exit code becomes ours.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { serverNodeFlags } from "./server-node-flags.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** Each build: what it writes, what it is made of, and the command that makes it. */
const builds = [
  {
    name: "web app",
    output: "apps/web/dist/index.html",
    sources: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/vite-plugins",
      "apps/web/package.json",
      "packages/shared/src",
    ],
    command: ["npm", ["run", "build", "-w", "apps/web"]],
  },
  {
    name: "server",
    output: "apps/server/dist/main.js",
    sources: [
      "apps/server/src",
      "apps/server/package.json",
      "packages/shared/src",
      "scripts/build-server.mjs",
      "package-lock.json",
    ],
    command: [process.execPath, ["scripts/build-server.mjs"]],
  },
];

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

function staleReason({ output, sources }) {
  const outputPath = path.join(root, output);
  if (!existsSync(outputPath)) return `${output} is missing`;
  const built = statSync(outputPath).mtimeMs;
  const changed = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return changed > built ? "its sources changed since the last build" : undefined;
}

for (const build of builds) {
  const reason = staleReason(build);
  if (!reason) continue;
  console.log(`[start] building the ${build.name} (${reason})`);
  const [command, args] = build.command;
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`[start] the ${build.name} build failed; not starting the server`);
    process.exit(result.status ?? 1);
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
// Without --enable-source-maps: reading the bundle's 20 MB map took a third of a start. Stack
// traces then name lines of the bundle; NODE_OPTIONS=--enable-source-maps maps them back.
const server = spawn(process.execPath, [...serverNodeFlags, "apps/server/dist/main.js"], {
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
