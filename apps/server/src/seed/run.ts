import { loadConfig } from "../config.ts";
import { openDatabase } from "../platform/db/client.ts";
import { seedOnStart } from "./seed-on-start.ts";

/** `npm run seed`: migrate, then the same seeding as a first start, without serving. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedOnStart({ db: database.db, config }, { info: (message) => console.log(message) });
await database.close();
