import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "../modules/text/schema.ts";
import { api, dataOf } from "../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { emptyTables } from "../test-support/test-database.ts";
import { seedDemoTexts } from "./demo-content.ts";
import { demoVideoFolder, demoVideoNames } from "./demo-videos.ts";

/** A WebM (Matroska) file starts with the EBML header's ID. */
const ebmlMagic = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size, from its IHDR chunk (the first, right after the signature). */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

/** One directive of a Content-Security-Policy header, or undefined. */
function directive(policy: string, name: string): string | undefined {
  return policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  await emptyTables(testApp.db, texts);
});
afterAll(async () => {
  await testApp.close();
});

describe("the demo school videos", () => {
  it("are committed: a small WebM and a 640x360 PNG poster each", async () => {
    const folder = demoVideoFolder();
    expect(folder).toBe(path.resolve(import.meta.dirname, "assets/videos"));
    for (const name of demoVideoNames) {
      const video = await readFile(path.join(folder ?? "", `${name}.webm`));
      expect(video.subarray(0, 4), name).toEqual(ebmlMagic);
      expect(video.includes(Buffer.from("webm")), name).toBe(true);
      expect(video.length, name).toBeLessThan(300_000);
      const poster = await readFile(path.join(folder ?? "", `${name}.png`));
      expect(poster.subarray(0, 8), name).toEqual(pngMagic);
      expect(pngSize(poster), name).toEqual({ width: 640, height: 360 });
    }
  });

  it("play from the portal: each seeded school video has a local WebM and a poster, served for a player", async () => {
    expect(await seedDemoTexts({ db: testApp.db, publicFiles: testApp.app.publicFiles })).toBe(
      true,
    );
    const visitor = api(testApp);
    const listed = dataOf(
      await visitor.get("/api/text/getTextList", { query: { type: "schoolVideo", pageSize: 100 } }),
      "school videos",
    );
    expect(listed.list).toHaveLength(demoVideoNames.length);
    const videoUrls = new Set<string>();
    for (const { id } of listed.list as { id: number }[]) {
      const text = dataOf(await visitor.get(`/api/text/query?id=${id}`), "school video");
      // A file of the portal's own, not an external player.
      expect(text.videoUrl, text.title).toMatch(/^\/uploads\/editor\/videos\/\w+\.webm$/);
      expect(text.cover, text.title).toMatch(/^\/uploads\/editor\/images\/\w+\.png$/);
      videoUrls.add(text.videoUrl);

      const video = await visitor.get(text.videoUrl);
      expect(video.status).toBe(200);
      expect(video.headers["content-type"]).toBe("video/webm");
      expect(video.headers["accept-ranges"]).toBe("bytes");
      expect(video.headers["content-encoding"]).toBeUndefined();
      expect(video.bytes.subarray(0, 4)).toEqual(ebmlMagic);
      const stored = await stat(
        path.join(testApp.config.uploads.dir, text.videoUrl.replace(/^\/uploads\//, "")),
      );
      expect(video.bytes.length).toBe(stored.size);

      // A player seeks with ranges: 206 and exactly the bytes asked for.
      const part = await visitor.get(text.videoUrl, { headers: { range: "bytes=100-1099" } });
      expect(part.status).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes 100-1099/${stored.size}`);
      expect(part.bytes).toEqual(video.bytes.subarray(100, 1100));

      // The page's policy lets it play media and show posters from the portal itself.
      const policy = String(video.headers["content-security-policy"]);
      expect(directive(policy, "media-src") ?? directive(policy, "default-src")).toContain(
        "'self'",
      );
      expect(directive(policy, "img-src")).toContain("'self'");

      const poster = await visitor.get(text.cover);
      expect(poster.status).toBe(200);
      expect(poster.headers["content-type"]).toBe("image/png");
      expect(poster.bytes.subarray(0, 8)).toEqual(pngMagic);
    }
    expect(videoUrls.size).toBe(demoVideoNames.length);
  });
});
