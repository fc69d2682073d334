import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { videoEmbedHosts, weChatJsSdkOrigin } from "@portal/shared";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../sanitize/rich-text.ts";
import { helmetHeaders, portalHelmetOptions, securityHeadersPlugin } from "./security-headers.ts";

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

  it("lets the page connect to its own origin and the configured socket origin only", () => {
    const connectSource = (socketOrigin: string) =>
      helmetHeaders(portalHelmetOptions({ siteHost: "", socketOrigin }))
        ["content-security-policy"]?.split(";")
        .find((directive) => directive.startsWith("connect-src"));
    expect(connectSource("")).toBe("connect-src 'self'");
    expect(connectSource("wss://chat.example.com")).toBe(
      "connect-src 'self' wss://chat.example.com",
    );
  });

  it("allows index.html's inline scripts by their hash, and no other inline script", async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), "portal-csp-"));
    try {
      const script = "\n      window.early = fetch('/api/link/list');\n    ";
      await writeFile(
        path.join(webDist, "index.html"),
        `<html><head><script>${script}</script><script type="module" src="/a.js"></script></head></html>`,
      );
      const scriptSource = helmetHeaders(
        portalHelmetOptions({ siteHost: "", socketOrigin: "", webDist }),
      )
        ["content-security-policy"]?.split(";")
        .find((directive) => directive.startsWith("script-src"));
      const hash = createHash("sha256").update(script).digest("base64");
      expect(scriptSource).toBe(`script-src 'self' 'sha256-${hash}' ${weChatJsSdkOrigin}`);
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it("lets pages frame exactly the players the rich-text sanitizer keeps", () => {
    const frameSource = helmetHeaders(portalHelmetOptions({ siteHost: "", socketOrigin: "" }))
      ["content-security-policy"]?.split(";")
      .find((directive) => directive.startsWith("frame-src"));
    expect(frameSource).toBe(
      `frame-src 'self' ${videoEmbedHosts.map((host) => `https://${host}`).join(" ")}`,
    );
    for (const host of videoEmbedHosts) {
      expect(sanitizeRichText(`<iframe src="https://${host}/player?id=1"></iframe>`)).toContain(
        `src="https://${host}/player?id=1"`,
      );
    }
    expect(
      sanitizeRichText('<iframe src="https://player.example.com/v/1"></iframe>'),
    ).not.toContain("player.example.com");
  });

  it("sends HSTS only on answers to HTTPS requests, as a trusted proxy reports them", async () => {
    const app = Fastify({ trustProxy: ["10.0.0.2"] });
    await app.register(securityHeadersPlugin, { helmet: {} });
    app.get("/fine", async () => ({ fine: true }));
    const hsts = async (headers: Record<string, string>, remoteAddress = "10.0.0.2") =>
      (await app.inject({ method: "GET", url: "/fine", headers, remoteAddress })).headers[
        "strict-transport-security"
      ];
    expect(await hsts({})).toBeUndefined();
    expect(await hsts({ "x-forwarded-proto": "http" })).toBeUndefined();
    expect(await hsts({ "x-forwarded-proto": "https" })).toBe(
      "max-age=31536000; includeSubDomains",
    );
    // A proxy appends what it saw: the client's own "https" in front of it counts for nothing.
    expect(await hsts({ "x-forwarded-proto": "https, http" })).toBeUndefined();
    // A client that reaches the server past the proxy cannot claim HTTPS either.
    expect(await hsts({ "x-forwarded-proto": "https" }, "203.0.113.9")).toBeUndefined();
    await app.close();

    const direct = Fastify();
    await direct.register(securityHeadersPlugin, { helmet: {} });
    direct.get("/fine", async () => ({ fine: true }));
    const forged = await direct.inject({
      method: "GET",
      url: "/fine",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
    expect(forged.headers["x-content-type-options"]).toBe("nosniff");
    await direct.close();
  });
});
