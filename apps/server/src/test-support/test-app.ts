import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type App, buildApp } from "../app.ts";
import { type Environment, loadConfig } from "../config.ts";
import { seedBuiltInParameters } from "../modules/parameter/use-cases/seed-built-in-parameters.ts";
import type { DatabaseConnection } from "../platform/db/client.ts";
import type { SmsMessage, SmsProvider } from "../platform/sms/sms-provider.ts";
import type { FileStore, PublicFileStore } from "../platform/storage/storage.ts";
import { seedRoles } from "../seed/roles.ts";
import { openTestDatabase } from "./test-database.ts";

/** An SMS provider that keeps what it sends, so tests can read the codes. */
function recordingSmsProvider() {
  const sent: SmsMessage[] = [];
  const provider: SmsProvider & { sent: SmsMessage[]; lastCode(phone: string): string } = {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastCode(phone) {
      const message = sent.findLast((candidate) => candidate.phone === phone);
      if (!message) throw new Error(`no code was sent to ${phone}`);
      return message.code;
    },
  };
  return provider;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The real app on a fresh migrated database with the seeded roles, a temp data folder, a
 * recording SMS provider and a clock the test can move.
 */
export async function buildTestApp(
  environment: Partial<Environment> = {},
  options: {
    sharedDatabase?: DatabaseConnection;
    sms?: SmsProvider;
    /** Stores in place of the data folder's (a bucket's: see `startTestBucket`). */
    files?: { publicFiles: PublicFileStore; privateFiles: FileStore };
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "portal-test-"));
  const database = options.sharedDatabase ?? (await openTestDatabase());
  const ownsDatabase = !options.sharedDatabase;
  await seedRoles(database.db);
  await seedBuiltInParameters({ db: database.db });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // Suites sign in far more than 30 times a minute from one address; one test sets it back.
    LOGIN_ATTEMPTS_PER_MINUTE: "10000",
    // A captcha's proof of work in a few milliseconds instead of about a second.
    CAPTCHA_WORK: "8",
    ...environment,
  } as Record<string, string | undefined>);
  const sms = recordingSmsProvider();
  const clock = { now: new Date() };
  let databaseClosed = false;
  const app: App = await buildApp(config, {
    database,
    sms: options.sms ?? sms,
    ...options.files,
    logger: false,
    now: () => new Date(clock.now),
  });
  await app.ready();
  // The search index is built beside the start; a test starts once it is, as main.ts's
  // readiness does (the build's slices would otherwise count as load to the overload guard).
  await app.searchIndex.catchUp();
  return {
    app,
    database,
    db: database.db,
    config,
    sms,
    /** The app's clock: what the app takes for now. */
    now() {
      return new Date(clock.now);
    },
    /** Moves the app's clock forward. */
    advance(milliseconds: number) {
      clock.now = new Date(clock.now.getTime() + milliseconds);
    },
    /** Closes the database under the running app, as a lost connection would. */
    async closeDatabase() {
      databaseClosed = true;
      await database.close();
    },
    async close() {
      await app.close();
      if (ownsDatabase && !databaseClosed) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Sets every instance's clock to the start of the next window of `windowMs`, so instances
 * sharing Redis count in one window. The clocks stand still while Redis ends a key in real time
 * after what is left of its window; at a window's start that is the whole window, not a moment.
 */
export function alignClocksOnWindow(instances: readonly TestApp[], windowMs: number) {
  const [first] = instances;
  if (!first) return;
  const windowStart = (Math.floor(first.now().getTime() / windowMs) + 1) * windowMs;
  for (const instance of instances) instance.advance(windowStart - instance.now().getTime());
}
