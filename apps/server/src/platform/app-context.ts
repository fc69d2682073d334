import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import type { Database, DatabaseDriver } from "./db/client.ts";
import type { SmsProvider } from "./sms/sms-provider.ts";
import type { FileStore, PublicFileStore } from "./storage/storage.ts";

/** What every module may use, decorated on the Fastify instance by buildApp. */
export type AppContext = {
  config: Config;
  db: Database;
  dbDriver: DatabaseDriver;
  sms: SmsProvider;
  storage: PublicFileStore;
  /** Private files of the document centre, never served under /uploads. */
  documentStore: FileStore;
  redis: Redis | undefined;
  /** The clock, replaceable in tests. */
  now: () => Date;
};

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
