#!/usr/bin/env node
// `npm test`: every check of the repository, in order, stopping at the first failure
// (`npm test -- --keep-going` runs the rest anyway).
//
//   1. type check (all workspaces)          5. API tests on PostgreSQL (TEST_DATABASE_URL)
//   2. lint (Biome, depcruise, knip)         6. build (web app, compiled server)
//   3. unit tests: packages/shared, apps/web 7. end-to-end specs in Chromium
//   4. API tests on PGlite (apps/server)
//
// Without TEST_DATABASE_URL step 5 is skipped, without Chromium step 7 is skipped, without
// TEST_REDIS_URL the multi-instance tests skip themselves, and without Redis, an S3-compatible
// bucket (TEST_S3_*) or HAProxy (TEST_HAPROXY) the test of two server processes behind a
// balancer does; each says so in a banner. With CI=true any of these missing is a failure
// instead, found before anything runs. (The storage driver's own tests start an s3rver in
// their process and need none of these.)
//
// The last line is read by CI tooling: `N passed, N failed` (`, N skipped` when any), counting
// the test cases of every vitest run. A step that fails without a failing test case (type
// errors, lint, a test file that does not load, a missing CI prerequisite) counts as one
// failure, so that line never says "0 failed" for a failed run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const vitestBin = path.join(root, "node_modules/.bin/vitest");
const reportDir = mkdtempSync(path.join(tmpdir(), "portal-test-report-"));
const inCi = process.env.CI === "true" || process.env.CI === "1";
// `npm test -- --keep-going` runs every step even after a failure (the exit code still says).
const keepGoing = process.argv.includes("--keep-going");
const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (candidate) => candidate && existsSync(candidate),
);
/** What the S3-compatible server's tests need; .ci/run sets them for its s3rver. */
const s3Variables = [
  "TEST_S3_ENDPOINT",
  "TEST_S3_BUCKET",
  "TEST_S3_REGION",
  "TEST_S3_ACCESS_KEY_ID",
  "TEST_S3_SECRET_ACCESS_KEY",
];
const missingS3Variables = s3Variables.filter((variable) => !process.env[variable]);
const haproxyPath = process.env.TEST_HAPROXY;
const haproxyMissing = !haproxyPath || !existsSync(haproxyPath);

const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed test cases, named again in the summary: a long log may reach a reader cut. */
const failedTests = [];
/** @type {{ name: string, status: "passed" | "failed" | "skipped" | "not run", seconds?: number, note?: string }[]} */
const results = [];
let reportCount = 0;

function banner(title, character = "=") {
  const line = character.repeat(78);
  console.log(`\n${line}\n${character}${character} ${title}\n${line}`);
}

function loudBanner(lines) {
  const edge = "!".repeat(78);
  console.log(`\n${edge}\n${lines.map((line) => `!!  ${line}`).join("\n")}\n${edge}\n`);
}

/** Runs a command with inherited output; answers true when it exits with 0. */
function run(command, args, options = {}) {
  const child = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env: options.env ?? process.env,
    stdio: "inherit",
  });
  if (child.error) console.error(`could not run ${command}: ${child.error.message}`);
  return child.status === 0;
}

/** One vitest run in a workspace; adds its test cases to the totals. */
function vitest(workspace, env = process.env) {
  reportCount += 1;
  const outputFile = path.join(reportDir, `report-${reportCount}.json`);
  const ok = run(
    vitestBin,
    [
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${outputFile}`,
      "--passWithNoTests",
    ],
    { cwd: path.join(root, workspace), env },
  );
  const counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const report = JSON.parse(readFileSync(outputFile, "utf8"));
    counts.passed = report.numPassedTests ?? 0;
    counts.failed = report.numFailedTests ?? 0;
    counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== "failed") continue;
        const reason = String(test.failureMessages?.[0] ?? "").split("\n")[0];
        failedTests.push(`${path.relative(root, file.name)} > ${test.fullName}: ${reason}`);
      }
    }
  } catch {
    // No report: vitest itself failed (bad config, global setup); the step counts as failed.
    return { ok: false, counts };
  }
  return { ok, counts };
}

/**
 * Runs one step: `body` answers true/false, or `{ skipped: reason }`, or the counts of its
 * vitest runs. Answers whether the run may go on.
 */
function step(name, body) {
  banner(`[${results.length + 1}/${plannedSteps}] ${name}`);
  const started = performance.now();
  const outcome = body();
  const seconds = (performance.now() - started) / 1000;
  if (outcome && typeof outcome === "object" && "skipped" in outcome) {
    results.push({ name, status: "skipped", seconds, note: outcome.skipped });
    return true;
  }
  const runs = Array.isArray(outcome) ? outcome : undefined;
  const ok = runs ? runs.every((each) => each.ok) : outcome === true;
  let note;
  if (runs) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const each of runs) {
      counts.passed += each.counts.passed;
      counts.failed += each.counts.failed;
      counts.skipped += each.counts.skipped;
    }
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    if (!ok && counts.failed === 0) totals.failed += 1;
    note = `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`;
  } else if (!ok) {
    totals.failed += 1;
  }
  results.push({ name, status: ok ? "passed" : "failed", seconds, note });
  if (!ok) banner(`FAILED: ${name}`, "#");
  return ok;
}

/** The steps in order; `onlyInCi` ones are left out of a local run. */
const steps = [
  {
    name: "CI prerequisites",
    onlyInCi: true,
    body: () => {
      const missing = [];
      if (!process.env.TEST_DATABASE_URL) missing.push("TEST_DATABASE_URL (PostgreSQL server)");
      if (!process.env.TEST_REDIS_URL) missing.push("TEST_REDIS_URL (Redis server)");
      if (missingS3Variables.length > 0) {
        missing.push(`${missingS3Variables.join(", ")} (S3-compatible server)`);
      }
      if (haproxyMissing)
        missing.push("TEST_HAPROXY (the haproxy program, e.g. /usr/sbin/haproxy)");
      if (!chromiumPath) missing.push("Chromium (CHROMIUM_PATH or /usr/bin/chromium)");
      if (missing.length === 0) return true;
      loudBanner([
        "FAILED: CI=true but these are missing, so tests would be skipped:",
        ...missing.map((item) => `  - ${item}`),
        "Run .ci/run, which starts its own PostgreSQL, Redis and s3rver and installs HAProxy.",
      ]);
      return false;
    },
  },
  { name: "Type check (npm run typecheck)", body: () => run("npm", ["run", "typecheck"]) },
  { name: "Lint (npm run lint)", body: () => run("npm", ["run", "lint"]) },
  {
    name: "Unit tests (packages/shared, apps/web)",
    body: () => {
      const shared = vitest("packages/shared");
      return shared.ok ? [shared, vitest("apps/web")] : [shared];
    },
  },
  {
    name: "API tests on PGlite (apps/server)",
    body: () => {
      if (!process.env.TEST_REDIS_URL) {
        loudBanner([
          "SKIPPED: multi-instance tests (TEST_REDIS_URL not set)",
          "Set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them.",
        ]);
      }
      const { TEST_DB: _ignored, ...env } = process.env;
      return [vitest("apps/server", env), vitest("apps/server", { ...env, TEST_TIMING: "1" })];
    },
  },
  {
    name: "API tests on PostgreSQL (apps/server, TEST_DB=postgres)",
    body: () => {
      if (!process.env.TEST_DATABASE_URL) {
        loudBanner([
          "SKIPPED: API tests on PostgreSQL (TEST_DATABASE_URL not set)",
          "Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run them;",
          "each test file creates and drops its own database on that server.",
          ".ci/run starts a throw-away PostgreSQL and sets it for you.",
        ]);
        return { skipped: "TEST_DATABASE_URL not set" };
      }
      const balancerNeeds = [
        ...(process.env.TEST_REDIS_URL ? [] : ["TEST_REDIS_URL"]),
        ...missingS3Variables,
        ...(haproxyMissing ? ["TEST_HAPROXY"] : []),
      ];
      if (balancerNeeds.length > 0) {
        loudBanner([
          `SKIPPED: two server processes behind HAProxy (${balancerNeeds.join(", ")} not set)`,
          "They need Redis, an S3-compatible bucket (TEST_S3_ENDPOINT, TEST_S3_BUCKET,",
          "TEST_S3_REGION, TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY: s3rver's keys are",
          "S3RVER/S3RVER) and TEST_HAPROXY=/usr/sbin/haproxy (Debian: apt-get install haproxy);",
          ".ci/run starts and sets all of them.",
        ]);
      }
      const env = { ...process.env, TEST_DB: "postgres" };
      return [vitest("apps/server", env), vitest("apps/server", { ...env, TEST_TIMING: "1" })];
    },
  },
  {
    name: "Build: web app and compiled server (npm run build)",
    body: () => run("npm", ["run", "build"]),
  },
  {
    name: "End-to-end specs in Chromium (e2e)",
    body: () => {
      if (!chromiumPath) {
        loudBanner([
          "SKIPPED: end-to-end specs (no Chromium at CHROMIUM_PATH or /usr/bin/chromium)",
          "Install it (apt-get install chromium) or set CHROMIUM_PATH to run them.",
        ]);
        return { skipped: "no Chromium found" };
      }
      return [vitest("e2e", { ...process.env, CHROMIUM_PATH: chromiumPath })];
    },
  },
];

const plannedSteps = steps.filter((each) => inCi || !each.onlyInCi).length;
let failedSteps = 0;
for (const { name, onlyInCi, body } of steps) {
  if (onlyInCi && !inCi) continue;
  if (failedSteps > 0 && !keepGoing) results.push({ name, status: "not run" });
  else if (!step(name, body)) failedSteps += 1;
}
rmSync(reportDir, { recursive: true, force: true });

banner("Summary");
for (const result of results) {
  const status = result.status.toUpperCase().padEnd(8);
  const time = result.seconds === undefined ? "" : `${result.seconds.toFixed(1)} s`;
  const seconds = time.padStart(8);
  const note = result.note ? ` (${result.note})` : "";
  console.log(`${status} ${seconds}  ${result.name}${note}`);
}
for (const failedTest of failedTests) console.log(`  failed: ${failedTest.slice(0, 400)}`);
const skippedText = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`${totals.passed} passed, ${totals.failed} failed${skippedText}`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
