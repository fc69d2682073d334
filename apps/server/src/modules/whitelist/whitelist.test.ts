import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { whitelistEntries } from "./schema.ts";
import { addWhitelistEntry } from "./use-cases/add-whitelist-entry.ts";
import { isWhitelisted } from "./use-cases/is-whitelisted.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("whitelist", () => {
  it("answers whether a user is on the whitelist", async () => {
    const user = await buildUser(testApp);
    const other = await buildUser(testApp);
    expect(await isWhitelisted({ db: testApp.db, userId: user.id })).toBe(false);
    await addWhitelistEntry({ db: testApp.db, userId: user.id, note: "pilot customer" });
    expect(await isWhitelisted({ db: testApp.db, userId: user.id })).toBe(true);
    expect(await isWhitelisted({ db: testApp.db, userId: other.id })).toBe(false);
  });

  it("keeps a user's first entry when they are added again", async () => {
    const user = await buildUser(testApp);
    await addWhitelistEntry({ db: testApp.db, userId: user.id, note: "first" });
    await addWhitelistEntry({ db: testApp.db, userId: user.id, note: "second" });
    const entries = await testApp.db
      .select({ note: whitelistEntries.note })
      .from(whitelistEntries)
      .where(eq(whitelistEntries.userId, user.id));
    expect(entries).toEqual([{ note: "first" }]);
  });
});
