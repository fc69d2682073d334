import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

const indexHtml = `<!doctype html><html><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`;
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;

/** A web build as Vite writes it: each file with its .br and .gz twins beside it. */
async function writeWebBuild(root: string) {
  await mkdir(path.join(root, "assets"), { recursive: true });
  const files = {
    "index.html": indexHtml,
    "assets/app-Dx7f3k2Q.js": script,
    "assets/app-B1c9Qe0a.css": `.app{content:${JSON.stringify("x".repeat(2000))}}`,
    "assets/captcha-solver.worker-C0OAoaP-.js": script,
  };
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(root, name), text);
    await writeFile(path.join(root, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(root, `${name}.gz`), gzipSync(text));
  }
  await writeFile(path.join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
}

describe("the web app's files", () => {
  let webDist: string;
  let testApp: TestApp;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "portal-web-dist-"));
    await writeWebBuild(webDist);
    testApp = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("sends the brotli file the build wrote to a browser that accepts brotli", async () => {
    const answer = await api(testApp)
      .header("accept-encoding", "gzip, deflate, br")
      .get("/assets/app-Dx7f3k2Q.js");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.bytes).toString()).toBe(script);
  });

  it("sends the gzip file to a client that accepts only gzip, and the plain file to one that accepts neither", async () => {
    const gzipped = await api(testApp)
      .header("accept-encoding", "gzip")
      .get("/assets/app-Dx7f3k2Q.js");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.bytes).toString()).toBe(script);

    const plain = await api(testApp).get("/assets/app-Dx7f3k2Q.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it("lets browsers keep hashed assets for a year without asking again", async () => {
    const answer = await api(testApp)
      .header("accept-encoding", "br")
      .get("/assets/app-Dx7f3k2Q.js");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends a script or stylesheet without the headers only a document heeds, a worker's script and the pages with them", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      for (const url of ["/assets/app-Dx7f3k2Q.js", "/assets/app-B1c9Qe0a.css"]) {
        const answer = await api(testApp).header("accept-encoding", encoding).get(url);
        expect(answer.status, url).toBe(200);
        expect(answer.headers["content-security-policy"], url).toBeUndefined();
        expect(answer.headers["x-frame-options"], url).toBeUndefined();
        expect(answer.headers["cross-origin-opener-policy"], url).toBeUndefined();
        expect(answer.headers["x-content-type-options"], url).toBe("nosniff");
        expect(answer.headers["cross-origin-resource-policy"], url).toBe("same-origin");
        expect(answer.headers["referrer-policy"], url).toBe("no-referrer");
      }
    }
    for (const url of ["/", "/index.html", "/assets/captcha-solver.worker-C0OAoaP-.js"]) {
      const answer = await api(testApp).header("accept-encoding", "br").get(url);
      expect(answer.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(answer.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });

  it("has browsers check index.html and unhashed files on every visit", async () => {
    for (const url of ["/", "/index.html"]) {
      const answer = await api(testApp).header("accept-encoding", "br, gzip").get(url);
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers["content-encoding"]).toBe("br");
    }
    const favicon = await api(testApp).get("/favicon.svg");
    expect(favicon.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the per-address request limit", () => {
  let webDist: string;
  let testApp: TestApp;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "portal-web-dist-"));
    await writeWebBuild(webDist);
    testApp = await buildTestApp({ WEB_DIST: webDist, RATE_LIMIT_PER_MINUTE: "5" });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("never refuses the web app's files, however many one address fetches, and counts only the API", async () => {
    for (let visit = 1; visit <= 20; visit++) {
      for (const url of ["/", "/assets/app-Dx7f3k2Q.js", "/favicon.svg"]) {
        const answer = await api(testApp).from("198.51.100.40").get(url);
        expect(answer.status, `${url} on visit ${visit}`).toBe(200);
      }
    }
    for (let request = 1; request <= 5; request++) {
      expect(
        (
          await api(testApp)
            .from("198.51.100.40")
            .get("/api/common/dict", { query: { type: "geo" } })
        ).status,
      ).toBe(200);
    }
    const refused = await api(testApp)
      .from("198.51.100.40")
      .get("/api/common/dict", { query: { type: "geo" } });
    expect(refused.status).toBe(429);
    expect((await api(testApp).from("198.51.100.40").get("/")).status).toBe(200);
  });
});

describe("compressed JSON answers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("compresses an answer over 1 KB for a client that accepts it, in the encoding it prefers", async () => {
    const plain = await api(testApp).get("/api/common/dict", { query: { type: "geo" } });
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const brotli = await api(testApp)
      .header("accept-encoding", "gzip, br")
      .get("/api/common/dict", { query: { type: "geo" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString())).toEqual(
      plain.response.json(),
    );

    const gzip = await api(testApp)
      .header("accept-encoding", "gzip")
      .get("/api/common/dict", { query: { type: "geo" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(plain.response.json());
  });

  it("sends a short answer as it is", async () => {
    const answer = await api(testApp).header("accept-encoding", "br").get("/api/health");
    expect(answer.bytes.length).toBeLessThan(1024);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.code).toBe(200);
  });
});
