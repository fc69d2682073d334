import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import type { Database, DatabaseDriver } from "./db/client.ts";
import type { SmsProvider } from "./sms/sms-provider.ts";
import type { FileStorage } from "./storage/storage.ts";

/** What every module may use, decorated on the Fastify instance by buildApp. */
export type AppContext = {
  config: Config;
  db: Database;
  dbDriver: DatabaseDriver;
  sms: SmsProvider;
  storage: FileStorage;
  redis: Redis | undefined;
  /** The clock, replaceable in tests. */
  now: () => Date;
};

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
