import type { Config } from "../config.ts";
import type { Database } from "../platform/db/client.ts";

/** What seeding needs: the database and the settings (the administrator, the data folder). */
export type SeedContext = { db: Database; config: Config };
