import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildUser } from "../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { demoMedalIconFolder, demoMedals, seedDemoMedals } from "./demo-medals.ts";

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  await buildUser(testApp, { phone: testApp.config.admin.phone, roles: ["administrator"] });
});
afterAll(async () => {
  await testApp.close();
});

describe("the demo medals", () => {
  it("have committed icons: a 128x128 PNG each", async () => {
    const folder = demoMedalIconFolder();
    expect(folder).toBe(path.resolve(import.meta.dirname, "assets/medals"));
    for (const medal of demoMedals) {
      const icon = await readFile(path.join(folder ?? "", `${medal.icon}.png`));
      expect(icon.subarray(0, 8), medal.icon).toEqual(pngMagic);
      expect([icon.readUInt32BE(16), icon.readUInt32BE(20)], medal.icon).toEqual([128, 128]);
    }
  });

  it("are seeded once, with English versions and icons the portal serves", async () => {
    const ctx = { db: testApp.db, config: testApp.config };
    expect(await seedDemoMedals(ctx)).toBe(true);
    expect(await seedDemoMedals(ctx)).toBe(false);
    const english = dataOf(
      await api(testApp).language("en-US").get("/api/medal/queryAllMedal"),
      "medals in English",
    );
    expect(english.map((medal: { name: string }) => medal.name)).toEqual([
      "First post",
      "First adopted answer",
      "Ten likes received",
    ]);
    expect(english.map((medal: { conditions: unknown }) => medal.conditions)).toEqual([
      [{ counter: "postsPublished", threshold: 1 }],
      [{ counter: "repliesAdopted", threshold: 1 }],
      [{ counter: "likesReceived", threshold: 10 }],
    ]);
    const chinese = dataOf(
      await api(testApp).language("zh-CN").get("/api/medal/queryAllMedal"),
      "medals in Chinese",
    );
    expect(chinese.map((medal: { name: string }) => medal.name)).toEqual([
      "首次发帖",
      "首个被采纳回答",
      "十次获赞",
    ]);
    for (const { icon } of english as { icon: string }[]) {
      expect(icon).toMatch(/^\/uploads\/medals\/\w+\.png$/);
      const served = await api(testApp).get(icon);
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(served.bytes.subarray(0, 8)).toEqual(pngMagic);
    }
  });
});
