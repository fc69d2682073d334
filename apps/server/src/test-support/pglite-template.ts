import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../platform/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite data folder; empty on PostgreSQL runs. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup: migrates one PGlite database for the whole run and dumps its data
 * folder, which every test file's database starts from instead of a new database migrated
 * again (test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === "postgres") {
    project.provide("pgliteTemplate", "");
    return;
  }
  const connection = await openDatabase({ dataDir: "memory://" });
  await connection.migrate();
  const client = (connection.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await connection.close();
  const folder = await mkdtemp(path.join(tmpdir(), "portal-pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
