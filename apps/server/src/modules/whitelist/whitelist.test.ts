import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { companyMatchKey } from "./entry-rules.ts";
import { whitelistEntries, whitelistMembers } from "./schema.ts";
import { addWhitelistEntry } from "./use-cases/add-whitelist-entry.ts";
import { isWhitelisted } from "./use-cases/is-whitelisted.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const whitelisted = (userId: number) =>
  isWhitelisted({ db: testApp.db, userId, now: testApp.now() });

describe("whitelist", () => {
  it("answers whether a user is on the whitelist", async () => {
    const user = await buildUser(testApp);
    const other = await buildUser(testApp);
    expect(await whitelisted(user.id)).toBe(false);
    await addWhitelistEntry({ db: testApp.db, userId: user.id, note: "pilot customer" });
    expect(await whitelisted(user.id)).toBe(true);
    expect(await whitelisted(other.id)).toBe(false);
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

  it("ends an entry when the app's clock passes its validity, not before", async () => {
    const user = await buildUser(testApp);
    const validUntil = new Date(testApp.now().getTime() + 60 * 60_000);
    await testApp.db.insert(whitelistEntries).values({ userId: user.id, validUntil });
    expect(await whitelisted(user.id)).toBe(true);
    testApp.advance(59 * 60_000);
    expect(await whitelisted(user.id)).toBe(true);
    testApp.advance(60_000);
    expect(await whitelisted(user.id)).toBe(false);
  });

  it("opens a company entry to the members linked to it, never to a profile naming it", async () => {
    const company = "Ｗｉｄｇｅｔ  Works Ltd";
    const linked = await buildUser(testApp, { company: null });
    const namesIt = await buildUser(testApp, { company: "  widget works LTD " });
    const [entry] = await testApp.db
      .insert(whitelistEntries)
      .values({ company, companyKey: companyMatchKey(company) })
      .returning();
    if (!entry) throw new Error("the company entry was not inserted");
    await testApp.db.insert(whitelistMembers).values({ entryId: entry.id, userId: linked.id });
    expect(await whitelisted(linked.id)).toBe(true);
    expect(await whitelisted(namesIt.id)).toBe(false);
    await testApp.db
      .update(whitelistEntries)
      .set({ validUntil: testApp.now() })
      .where(eq(whitelistEntries.id, entry.id));
    expect(await whitelisted(linked.id)).toBe(false);
  });

  it("folds company names by width, case and spacing only", () => {
    expect(companyMatchKey("  ＡＢＣ   科技 ")).toBe("abc 科技");
    expect(companyMatchKey("ABC科技")).not.toBe(companyMatchKey("ABC 科技"));
  });
});
