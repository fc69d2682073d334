import { permissions } from "@portal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parameters } from "../../modules/parameter/schema.ts";
import { products } from "../../modules/product/schema.ts";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { until } from "../../test-support/chat-sockets.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { requireService } from "../../test-support/requirements.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

const redisUrl = requireService("TEST_REDIS_URL", "the cache clears across instances on Redis");

/**
 * How soon the other instance must show a change: far below the caches' own time limits (the
 * catalogue's 10 s, the settings' 5 s), so only the published clear can explain it.
 */
const atOnceMs = 1_500;

/** Two app instances on one database and one Redis, as behind a load balancer. */
describe.skipIf(!redisUrl)("in-memory caches across two instances", () => {
  let first: TestApp;
  let second: TestApp;
  let staffOnFirst: ApiClient;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL: redisUrl });
    second = await buildTestApp({ REDIS_URL: redisUrl }, { sharedDatabase: first.database });
    const staff = await signedIn(first, {
      permissions: [
        permissions.managementAccess,
        permissions.productWrite,
        permissions.parameterManage,
      ],
    });
    staffOnFirst = api(first).as(staff).language("en-US");
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("shows a product staff withdrew on one instance at once in the other's public catalogue", async () => {
    const product = await buildProduct(first, { nameEn: "Catalogue cache probe" });
    const catalogueOnSecond = async () => {
      const page = await api(second).language("en-US").get("/api/product/getList?pageSize=100");
      return page.data.list as { id: number; name: string }[];
    };
    const cachedAt = Date.now();
    expect((await catalogueOnSecond()).find((row) => row.id === product.id)?.name).toBe(
      "Catalogue cache probe",
    );
    // Behind the apps' back nothing is cleared: the second instance answers from its copy.
    await first.db.update(products).set({ nameEn: "Renamed in the database" });
    expect((await catalogueOnSecond()).find((row) => row.id === product.id)?.name).toBe(
      "Catalogue cache probe",
    );

    const withdrawn = await staffOnFirst.post("/api/product/updateStatus", {
      id: product.id,
      status: "draft",
    });
    expect(withdrawn.status).toBe(200);
    await until(
      async () => !(await catalogueOnSecond()).some((row) => row.id === product.id),
      "the withdrawn product to leave the other instance's catalogue",
      atOnceMs,
    );
    expect(Date.now() - cachedAt).toBeLessThan(10_000);
  });

  it("shows a parameter staff changed on one instance at once on the other", async () => {
    const siteNameOnSecond = async () =>
      (await api(second).language("zh-CN").get("/api/paramConfig/siteInfo")).data
        .siteName as string;
    const before = await siteNameOnSecond();
    const cachedAt = Date.now();
    await first.db
      .update(parameters)
      .set({ value: "改在数据库里" })
      .where(eq(parameters.key, "site.name"));
    expect(await siteNameOnSecond()).toBe(before);

    const listed = await staffOnFirst.get("/api/paramConfig/getListAll");
    const siteName = (listed.data as { id: number; key: string; version: number }[]).find(
      (row) => row.key === "site.name",
    );
    if (!siteName) throw new Error("no site.name parameter");
    const edited = await staffOnFirst.post("/api/paramConfig/edit", {
      id: siteName.id,
      version: siteName.version,
      value: "模组开发者社区",
    });
    expect(edited.status).toBe(200);
    await until(
      async () => (await siteNameOnSecond()) === "模组开发者社区",
      "the new site name on the other instance",
      atOnceMs,
    );
    expect(Date.now() - cachedAt).toBeLessThan(5_000);
  });
});
