import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./test-support/api-client.ts";
import { nextPhone } from "./test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "./test-support/test-app.ts";

const loadBalancer = "10.0.0.2";

/**
 * A production server behind one load balancer: what it takes from X-Forwarded-* and which
 * headers and pages it shows.
 */
describe("behind a trusted proxy, in production", () => {
  let behindProxy: TestApp;
  let withApiDocs: TestApp;
  beforeAll(async () => {
    behindProxy = await buildTestApp({
      NODE_ENV: "production",
      TRUST_PROXY: loadBalancer,
      SOCKET_ORIGIN: "wss://chat.example.com",
    });
    withApiDocs = await buildTestApp(
      { NODE_ENV: "production", API_DOCS: "true" },
      { sharedDatabase: behindProxy.database },
    );
  });
  afterAll(async () => {
    await withApiDocs.close();
    await behindProxy.close();
  });

  /** phoneRegistry (30 a minute per client address) as the load balancer forwards it. */
  const phoneRegistry = (options: { forwardedFor: string; remoteAddress?: string }) =>
    api(behindProxy)
      .from(options.remoteAddress ?? loadBalancer)
      .header("x-forwarded-for", options.forwardedFor)
      .get("/api/validate/phoneRegistry", { query: { phone: nextPhone() } });

  it("takes the client's address from the proxy's entry, so a forged left-most one changes nothing", async () => {
    const client = "203.0.113.7";
    for (let request = 1; request <= 30; request++) {
      const answer = await phoneRegistry({ forwardedFor: `198.51.100.${request}, ${client}` });
      expect(answer.status, `request ${request}`).toBe(200);
    }
    const refused = await phoneRegistry({ forwardedFor: `198.51.100.31, ${client}` });
    expect(refused.status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await phoneRegistry({ forwardedFor: "203.0.113.8" })).status).toBe(200);
  });

  it("ignores X-Forwarded-For from a client that reaches the server past the proxy", async () => {
    const direct = "198.51.100.200";
    for (let request = 1; request <= 30; request++) {
      const answer = await phoneRegistry({
        forwardedFor: `192.0.2.${request}`,
        remoteAddress: direct,
      });
      expect(answer.status, `request ${request}`).toBe(200);
    }
    const refused = await phoneRegistry({ forwardedFor: "192.0.2.31", remoteAddress: direct });
    expect(refused.status).toBe(429);
  });

  it("sends HSTS only when the proxy says the request came over HTTPS", async () => {
    const health = (headers: Record<string, string>, remoteAddress = loadBalancer) =>
      api(behindProxy).from(remoteAddress).get("/api/health", { headers });
    const overHttps = await health({ "x-forwarded-proto": "https" });
    expect(overHttps.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect((await health({})).headers["strict-transport-security"]).toBeUndefined();
    const claimedByClient = await health({ "x-forwarded-proto": "https" }, "198.51.100.201");
    expect(claimedByClient.headers["strict-transport-security"]).toBeUndefined();
  });

  it("lets pages connect to their own origin and the configured socket origin only", async () => {
    const response = await api(behindProxy).get("/api/health");
    const directives = String(response.headers["content-security-policy"]).split(";");
    expect(directives.filter((directive) => directive.startsWith("connect-src"))).toEqual([
      "connect-src 'self' wss://chat.example.com",
    ]);
  });

  it("hides the API explorer unless API_DOCS=true asks for it", async () => {
    for (const url of ["/api/docs", "/api/docs/json"]) {
      const hidden = await api(behindProxy).get(url);
      expect(hidden.status, url).toBe(404);
    }
    const explorer = await api(withApiDocs).get("/api/docs/json");
    expect(explorer.status).toBe(200);
    expect(explorer.response.json().paths["/api/user/drawImage"].get).toBeDefined();
  });
});
