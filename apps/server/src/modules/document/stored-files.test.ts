import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { count, eq } from "drizzle-orm";
import JSZip from "jszip";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, multipart, type UploadFile } from "../../test-support/api-client.ts";
import { samplePdf } from "../../test-support/factories/document.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { type InProcessBucket, startTestBucket } from "../../test-support/s3-test-bucket.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { documents } from "./schema.ts";

/**
 * What the document centre does with its files, on the data folder and on a bucket alike:
 * uploads stored whole before their row, downloads streamed whole or in a range, watermarks,
 * packages, and failed uploads that leave neither a row nor a file.
 */
describe.each(["local", "s3"] as const)("documents kept in the %s store", (driver) => {
  let bucket: InProcessBucket | undefined;
  let testApp: TestApp;
  let client: ApiClient;
  let manager: string;
  let member: string;
  let productId: number;

  beforeAll(async () => {
    bucket = driver === "s3" ? await startTestBucket() : undefined;
    testApp = await buildTestApp({}, bucket ? { files: bucket.files } : {});
    client = api(testApp).language("en-US");
    manager = (await signedIn(testApp, { roles: ["contentEditor"] })).token;
    member = (await signedIn(testApp)).token;
    productId = (await buildProduct(testApp)).id;
  });
  afterAll(async () => {
    await testApp.close();
    await bucket?.close();
  });

  /** The keys of the private store's files, from the store's side. */
  async function storedDocumentFiles(): Promise<string[]> {
    if (bucket) return bucket.objectKeys();
    return (await readdir(testApp.config.documents.dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  }

  async function documentRows(name: string) {
    const [row] = await testApp.db
      .select({ rows: count() })
      .from(documents)
      .where(eq(documents.name, name));
    return row?.rows ?? 0;
  }

  function upload(name: string, file: UploadFile) {
    return client.as(manager).post(
      "/api/document/addProductDocument",
      multipart({
        productId,
        name,
        type: "datasheet",
        version: "V1.0",
        accessLevel: "public",
        file,
      }),
    );
  }

  async function uploaded(name: string, file: UploadFile): Promise<number> {
    const answer = await upload(name, file);
    expect(answer.status, answer.text).toBe(200);
    return answer.data.id;
  }

  const downloadCount = async (id: number) =>
    (await client.get(`/api/document/getDocument?id=${id}`)).data.downloadCount as number;

  it("downloads an uploaded file whole, then resumes it from a byte with 206, counted once", async () => {
    const bytes = randomBytes(200_000);
    const id = await uploaded("Firmware image", { name: "firmware.bin", bytes });
    const url = `/api/document/downloadDocument?id=${id}`;

    const whole = await client.get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-length"]).toBe("200000");
    expect(whole.bytes.equals(bytes)).toBe(true);
    const etag = String(whole.headers.etag);

    const rest = await client.get(url, {
      headers: { range: "bytes=150000-", "if-range": etag },
    });
    expect(rest.status).toBe(206);
    expect(rest.headers["content-range"]).toBe("bytes 150000-199999/200000");
    expect(rest.headers["content-length"]).toBe("50000");
    expect(rest.bytes.equals(bytes.subarray(150_000))).toBe(true);
    expect(await downloadCount(id)).toBe(1);

    const middle = await client.get(url, { headers: { range: "bytes=0-99" } });
    expect(middle.status).toBe(206);
    expect(middle.bytes.equals(bytes.subarray(0, 100))).toBe(true);
    expect(await downloadCount(id)).toBe(2);
  });

  it("sends the whole file again when the resumed download names another file (If-Range)", async () => {
    const bytes = randomBytes(5000);
    const id = await uploaded("Replaced manual", { name: "manual.bin", bytes });
    const answer = await client.get(`/api/document/downloadDocument?id=${id}`, {
      headers: { range: "bytes=4000-", "if-range": '"an-earlier-file"' },
    });
    expect(answer.status).toBe(200);
    expect(answer.bytes.equals(bytes)).toBe(true);
  });

  it("answers 416 to a range past the end, and counts nothing", async () => {
    const id = await uploaded("Short notes", { name: "notes.bin", bytes: randomBytes(100) });
    const answer = await client.get(`/api/document/downloadDocument?id=${id}`, {
      headers: { range: "bytes=100-" },
    });
    expect(answer.status).toBe(416);
    expect(answer.data).toEqual({ size: 100 });
    expect(await downloadCount(id)).toBe(0);
  });

  it("stamps a stored PDF with the downloader's watermark", async () => {
    const id = await uploaded("Stamped manual", {
      name: "stamped.pdf",
      bytes: await samplePdf("Stamped manual V1", 2),
    });
    const answer = await client.as(member).get(`/api/document/downloadWithWatermark?id=${id}`);
    expect(answer.status).toBe(200);
    const { text } = await extractText(new Uint8Array(answer.bytes), { mergePages: false });
    expect(text).toHaveLength(2);
    for (const page of text) {
      expect(page).toContain("Stamped manual V1");
      expect(page).toMatch(/\d{3}\*{4}\d{4}/);
    }
  });

  it("zips the product's public documents, each file byte for byte", async () => {
    const product = await buildProduct(testApp);
    const files = [
      { name: "Board guide.bin", bytes: randomBytes(70_000) },
      { name: "Pin map.bin", bytes: randomBytes(1_000) },
    ];
    for (const file of files) {
      const answer = await client.as(manager).post(
        "/api/document/addProductDocument",
        multipart({
          productId: product.id,
          name: file.name,
          type: "datasheet",
          version: "V1.0",
          accessLevel: "public",
          file,
        }),
      );
      expect(answer.status, answer.text).toBe(200);
    }
    const answer = await client.get(`/api/product/downloadPackage?id=${product.id}`);
    expect(answer.status).toBe(200);
    const zip = await JSZip.loadAsync(answer.bytes);
    expect(Object.keys(zip.files).sort()).toEqual(["Board guide.bin", "Pin map.bin"]);
    for (const file of files) {
      const packed = await zip.file(file.name)?.async("nodebuffer");
      expect(packed?.equals(file.bytes), file.name).toBe(true);
    }
  });

  it.each([
    ["a few bytes", 20_000],
    ["more than one upload part", 6 * 1024 * 1024],
  ])("keeps neither a row nor a file of an upload cut off after %s", async (_what, sent) => {
    const before = await storedDocumentFiles();
    const form = multipart({
      productId,
      name: "Cut off",
      type: "datasheet",
      version: "V1.0",
      accessLevel: "public",
      file: { name: "cut.bin", bytes: randomBytes(sent + 1000) },
    });
    const request = new Request("http://portal.test/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    // The closing boundary, and the last 1,000 bytes of the file, never come.
    const answer = await client
      .as(manager)
      .post("/api/document/addProductDocument", body.subarray(0, body.length - 1100), {
        headers: { "content-type": String(request.headers.get("content-type")) },
      });
    expect(answer.status).toBe(400);
    expect(await documentRows("Cut off")).toBe(0);
    expect(await storedDocumentFiles()).toEqual(before);
  });

  it("removes the stored file of an upload whose row is refused (a version not newer)", async () => {
    const id = await uploaded("Versioned manual", { name: "v1.bin", bytes: randomBytes(500) });
    const before = await storedDocumentFiles();
    const answer = await client
      .as(manager)
      .post(
        "/api/document/addDocumentVersion",
        multipart({ id, version: "V0.9", file: { name: "old.bin", bytes: randomBytes(500) } }),
      );
    expect(answer.status).toBe(409);
    expect(await storedDocumentFiles()).toEqual(before);
  });
});
