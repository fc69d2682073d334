import { permissions } from "@portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { api, dataOf } from "../../test-support/api-client.ts";
import { requireService } from "../../test-support/requirements.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

const redisUrl = requireService("TEST_REDIS_URL", "the search index across instances on Redis");

/** Two app instances on one database and one Redis, as behind a load balancer. */
describe.skipIf(!redisUrl)("the search index across two instances", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL: redisUrl });
    second = await buildTestApp({ REDIS_URL: redisUrl }, { sharedDatabase: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const totalOn = async (instance: TestApp, q: string) =>
    dataOf(await api(instance).get("/api/search", { query: { q } }), "searching").total as number;

  /** The other instance catches up when it hears the writer: a moment after the answer. */
  async function eventually(check: () => Promise<boolean>) {
    const deadline = Date.now() + 5_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error("the other instance did not catch up in 5 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("finds on one instance a text written through the other, and loses it when deleted", async () => {
    const editor = api(first).as(
      await signedIn(first, { permissions: [permissions.contentWrite] }),
    );
    const id = dataOf(
      await editor.post("/api/text/save", {
        type: "news",
        title: "Ptarmigan module launch",
        content: "<p>Body</p>",
        status: "published",
      }),
      "saving",
    ).id as number;
    expect(await totalOn(first, "ptarmigan")).toBe(1);
    await eventually(async () => (await totalOn(second, "ptarmigan")) === 1);
    dataOf(await editor.post("/api/text/delete", { id }), "deleting");
    expect(await totalOn(first, "ptarmigan")).toBe(0);
    await eventually(async () => (await totalOn(second, "ptarmigan")) === 0);
  });
});
