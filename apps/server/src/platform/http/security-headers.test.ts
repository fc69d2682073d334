import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { helmetHeaders, securityHeadersPlugin } from "./security-headers.ts";

describe("security headers", () => {
  it("works out helmet's headers for the options once", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", "data:"] },
      },
    });
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("img-src 'self' data:");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("rejects options helmet rejects, when the server starts", () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["self"] } } }),
    ).toThrow();
  });

  it("sends them on answers of routes, of unknown paths and of errors", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { helmet: {} });
    app.get("/fine", async () => ({ fine: true }));
    app.get("/broken", async () => {
      throw new Error("broken");
    });
    for (const url of ["/fine", "/missing", "/broken"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
    await app.close();
  });
});
