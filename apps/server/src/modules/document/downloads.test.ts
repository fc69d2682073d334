import { formatDate, maskPhone } from "@portal/shared";
import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { PDFDocument } from "pdf-lib";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../test-support/factories.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { insertTestProduct } from "../product/test-products.ts";
import { addWhitelistEntry } from "../whitelist/use-cases/add-whitelist-entry.ts";
import { documentVersions } from "./schema.ts";
import { addTestDocument, addTestVersion, samplePdf } from "./test-documents.ts";

let testApp: TestApp;
let manager: string;
const tokens: Record<"user" | "whitelisted" | "staff", string> = {
  user: "",
  whitelisted: "",
  staff: "",
};
let whitelistedUser: { id: number; phone: string; nickname: string };
let productId: number;
const documentIds: Record<"public" | "user" | "whitelist", number> = {
  public: 0,
  user: 0,
  whitelist: 0,
};
const latestVersionIds: Record<string, number> = {};

beforeAll(async () => {
  testApp = await buildTestApp();
  manager = (await createSignedInUser(testApp, { roleKeys: ["contentEditor"] })).token;
  tokens.user = (await createSignedInUser(testApp)).token;
  const whitelisted = await createSignedInUser(testApp, { nickname: "物联小张" });
  await addWhitelistEntry({ db: testApp.db, userId: whitelisted.user.id, note: "pilot customer" });
  tokens.whitelisted = whitelisted.token;
  whitelistedUser = { id: whitelisted.user.id, phone: whitelisted.phone, nickname: "物联小张" };
  // Customer service: staff without document:write.
  tokens.staff = (await createSignedInUser(testApp, { roleKeys: ["customerService"] })).token;
  productId = (await insertTestProduct(testApp.db)).id;
  for (const accessLevel of ["public", "user", "whitelist"] as const) {
    const id = await addTestDocument(
      testApp,
      manager,
      { productId, accessLevel, name: `${accessLevel} manual` },
      { name: `${accessLevel}-manual.pdf`, bytes: await samplePdf(`${accessLevel} manual V1`) },
    );
    documentIds[accessLevel] = id;
    latestVersionIds[accessLevel] = await addTestVersion(testApp, manager, id, "V2.0", {
      name: `${accessLevel}-manual-V2.pdf`,
      bytes: await samplePdf(`${accessLevel} manual V2`, 3),
    });
  }
});
afterAll(async () => {
  await testApp.close();
});

function get(url: string, token?: string) {
  return testApp.app.inject({
    url,
    headers: { ...(token ? bearer(token) : {}), "accept-language": "en-US" },
  });
}

async function pdfTexts(bytes: Buffer) {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text;
}

type Viewer = "anonymous" | "user" | "whitelisted" | "staff" | "manager";
const tokenOf = (viewer: Viewer) =>
  viewer === "anonymous" ? undefined : viewer === "manager" ? manager : tokens[viewer];

/** The status each viewer gets for each access level. */
const expectedStatus: Record<"public" | "user" | "whitelist", Record<Viewer, number>> = {
  public: { anonymous: 200, user: 200, whitelisted: 200, staff: 200, manager: 200 },
  user: { anonymous: 401, user: 200, whitelisted: 200, staff: 200, manager: 200 },
  whitelist: { anonymous: 401, user: 403, whitelisted: 200, staff: 200, manager: 200 },
};

const downloadPaths = {
  downloadDocument: (level: keyof typeof documentIds) =>
    `/api/document/downloadDocument?id=${documentIds[level]}`,
  download: (level: keyof typeof documentIds) =>
    `/api/document/download?versionId=${latestVersionIds[level]}`,
  downloadFileById: (level: keyof typeof documentIds) =>
    `/api/document/downloadFile?id=${documentIds[level]}`,
  downloadFileByVersion: (level: keyof typeof documentIds) =>
    `/api/document/downloadFile?versionId=${latestVersionIds[level]}`,
  downloadFileByBoth: (level: keyof typeof documentIds) =>
    `/api/document/downloadFile?id=${documentIds[level]}&versionId=${latestVersionIds[level]}`,
};

describe("access levels of the downloads", () => {
  const cases = Object.keys(downloadPaths).flatMap((path) =>
    (["public", "user", "whitelist"] as const).map((level) => ({ path, level })),
  );

  it.each(cases)("$path of a $level document", async ({ path, level }) => {
    const url = downloadPaths[path as keyof typeof downloadPaths](level);
    for (const [viewer, status] of Object.entries(expectedStatus[level])) {
      const response = await get(url, tokenOf(viewer as Viewer));
      expect(response.statusCode, `${viewer}`).toBe(status);
      if (status === 401) {
        expect(response.json().msg).toBe("Sign in to download this document");
      } else if (status === 403) {
        expect(response.json().msg).toContain("whitelisted users only");
      } else {
        expect(response.headers["content-type"]).toBe("application/pdf");
        expect(response.headers["content-disposition"]).toBe(
          `attachment; filename="${level}-manual-V2.pdf"; filename*=UTF-8''${level}-manual-V2.pdf`,
        );
        expect(response.headers["cache-control"]).toBe("private, no-store");
        expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
        expect((await pdfTexts(response.rawPayload))[0]).toContain(`${level} manual V2`);
      }
    }
  });

  it.each(["public", "user", "whitelist"] as const)(
    "downloadWithWatermark of a %s document",
    async (level) => {
      const url = `/api/document/downloadWithWatermark?id=${documentIds[level]}`;
      for (const [viewer, status] of Object.entries(expectedStatus[level])) {
        // The watermark names the downloader, so it always needs a sign-in.
        const expected = viewer === "anonymous" ? 401 : status;
        const response = await get(url, tokenOf(viewer as Viewer));
        expect(response.statusCode, `${viewer}`).toBe(expected);
      }
    },
  );

  it("downloads an older version by its id", async () => {
    const [older] = (await get(`/api/document/getDocument?id=${documentIds.public}`))
      .json()
      .data.versions.slice(1);
    const response = await get(`/api/document/download?versionId=${older.id}`);
    expect(response.statusCode).toBe(200);
    expect((await pdfTexts(response.rawPayload))[0]).toContain("public manual V1");
  });

  it("answers 404 for unknown ids, a version of another document, and 400 without any id", async () => {
    expect((await get("/api/document/downloadDocument?id=999999")).statusCode).toBe(404);
    expect((await get("/api/document/download?versionId=999999")).statusCode).toBe(404);
    const mismatched = `/api/document/downloadFile?id=${documentIds.public}&versionId=${latestVersionIds.user}`;
    expect((await get(mismatched, manager)).statusCode).toBe(404);
    const neither = await get("/api/document/downloadFile");
    expect(neither.statusCode).toBe(400);
    expect(neither.json().msg).toContain("Name a document or a version");
  });

  it("hides the documents of an unpublished product from everyone but managers (404)", async () => {
    const draft = await insertTestProduct(testApp.db, { status: "draft" });
    const id = await addTestDocument(testApp, manager, { productId: draft.id });
    expect((await get(`/api/document/downloadDocument?id=${id}`)).statusCode).toBe(404);
    expect((await get(`/api/document/downloadDocument?id=${id}`, tokens.user)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/document/downloadDocument?id=${id}`, manager)).statusCode).toBe(200);
  });

  it("answers 404 when the stored file has gone missing", async () => {
    const id = await addTestDocument(testApp, manager, { productId });
    const [version] = await testApp.db
      .select({ fileKey: documentVersions.fileKey })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, id));
    await testApp.app.privateFiles.remove(version?.fileKey ?? "");
    const response = await get(`/api/document/downloadDocument?id=${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toContain("file is missing");
    // The product's package leaves that one out and still carries the others.
    const zip = await JSZip.loadAsync(
      (await get(`/api/product/downloadPackage?id=${productId}`)).rawPayload,
    );
    expect(Object.keys(zip.files)).toEqual(["public-manual-V2.pdf"]);
  });
});

describe("counts and download records", () => {
  it("counts each download on the document and its version and records who took it", async () => {
    const id = await addTestDocument(testApp, manager, { productId, name: "Counted guide" });
    const firstVersion = (await get(`/api/document/getDocument?id=${id}`)).json().data.latestVersion
      .id;
    const secondVersion = await addTestVersion(testApp, manager, id, "V1.1");
    await get(`/api/document/downloadDocument?id=${id}`);
    await get(`/api/document/download?versionId=${firstVersion}`, tokens.user);
    await get(`/api/document/downloadFile?id=${id}`, tokens.whitelisted);
    await get(`/api/document/downloadWithWatermark?id=${id}`, tokens.whitelisted);
    // A refused download is not counted, nor is a HEAD request (which has no route).
    await get(`/api/document/download?versionId=999999`);
    const head = await testApp.app.inject({
      method: "HEAD",
      url: `/api/document/downloadDocument?id=${id}`,
    });
    expect(head.statusCode).toBe(404);

    const item = (await get(`/api/document/getDocument?id=${id}`)).json().data;
    expect(item.downloadCount).toBe(4);
    const countOf = (versionId: number) =>
      item.versions.find((version: { id: number }) => version.id === versionId).downloadCount;
    expect(countOf(secondVersion)).toBe(3);
    expect(countOf(firstVersion)).toBe(1);

    const records = await get(`/api/document/downloadRecords?documentId=${id}`, manager);
    expect(records.statusCode).toBe(200);
    const { list, total } = records.json().data;
    expect(total).toBe(4);
    expect(list).toHaveLength(4);
    // Newest first.
    expect(list[0]).toMatchObject({
      documentId: id,
      documentName: "Counted guide",
      version: "V1.1",
      watermarked: true,
      user: {
        id: whitelistedUser.id,
        nickname: "物联小张",
        phone: maskPhone(whitelistedUser.phone),
      },
    });
    expect(list[2]).toMatchObject({ version: "V1.0", watermarked: false });
    expect(list[3]).toMatchObject({ version: "V1.1", user: null });

    const paged = await get(
      `/api/document/downloadRecords?documentId=${id}&page=2&pageSize=3`,
      manager,
    );
    expect(paged.json().data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.json().data.list).toHaveLength(1);
    const all = (await get("/api/document/downloadRecords?pageSize=100", manager)).json().data;
    expect(all.total).toBeGreaterThan(4);
  });
});

describe("downloadWithWatermark", () => {
  it("stamps the nickname, masked phone and date on every page, as extractable text", async () => {
    const response = await get(
      `/api/document/downloadWithWatermark?id=${documentIds.whitelist}`,
      tokens.whitelisted,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("whitelist-manual-V2.pdf");
    const pages = await pdfTexts(response.rawPayload);
    expect(pages).toHaveLength(3);
    const date = formatDate(testApp.app.now());
    const masked = maskPhone(whitelistedUser.phone);
    expect(masked).toMatch(/^\d{3}\*{4}\d{4}$/);
    for (const text of pages) {
      expect(text).toContain("whitelist manual V2");
      expect(text).toContain(masked);
      expect(text).toContain(date);
      expect(text).not.toContain(whitelistedUser.phone);
      // With a CJK font the nickname is drawn as it is; without one, with the user id after it.
      expect(
        text.includes(`物联小张 · ${masked}`) ||
          text.includes(`#${whitelistedUser.id} · ${masked}`),
      ).toBe(true);
    }
  });

  it("stamps the version asked for", async () => {
    const [older] = (await get(`/api/document/getDocument?id=${documentIds.user}`, manager))
      .json()
      .data.versions.slice(1);
    const response = await get(
      `/api/document/downloadWithWatermark?id=${documentIds.user}&versionId=${older.id}`,
      tokens.user,
    );
    expect(response.statusCode).toBe(200);
    const pages = await pdfTexts(response.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("user manual V1");
    const foreign = await get(
      `/api/document/downloadWithWatermark?id=${documentIds.user}&versionId=${latestVersionIds.public}`,
      tokens.user,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses a document that is not a PDF with 400", async () => {
    const id = await addTestDocument(
      testApp,
      manager,
      { productId },
      { name: "notes.txt", bytes: new TextEncoder().encode("plain notes") },
    );
    const response = await get(`/api/document/downloadWithWatermark?id=${id}`, tokens.user);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe("Only PDF documents can be downloaded with a watermark");
  });

  it("refuses an encrypted PDF with 400", async () => {
    const document = await PDFDocument.load(await samplePdf());
    document.context.trailerInfo.Encrypt = document.context.obj({ Filter: "Standard", V: 2 });
    const encrypted = await document.save();
    const id = await addTestDocument(
      testApp,
      manager,
      { productId },
      { name: "locked.pdf", bytes: encrypted },
    );
    const response = await get(`/api/document/downloadWithWatermark?id=${id}`, tokens.user);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain("cannot be watermarked");
    // The plain file is still there for those allowed to have it.
    expect((await get(`/api/document/downloadDocument?id=${id}`)).statusCode).toBe(200);
  });
});

describe("product/downloadPackage", () => {
  it("zips the latest version of each public document only", async () => {
    const response = await get(`/api/product/downloadPackage?id=${productId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="TEST-.*-documents\.zip"/,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toContain("public-manual-V2.pdf");
    expect(names).not.toContain("public-manual.pdf");
    expect(names.some((name) => name.startsWith("user-") || name.startsWith("whitelist-"))).toBe(
      false,
    );
    const pdf = await zip.file("public-manual-V2.pdf")?.async("nodebuffer");
    expect(pdf && (await pdfTexts(pdf))[0]).toContain("public manual V2");
  });

  it("names two files of the same name apart and counts each packaged document", async () => {
    const product = await insertTestProduct(testApp.db);
    const file = async () => ({ name: "Manual.pdf", bytes: await samplePdf() });
    const first = await addTestDocument(testApp, manager, { productId: product.id }, await file());
    await addTestDocument(testApp, manager, { productId: product.id }, await file());
    const zip = await JSZip.loadAsync(
      (await get(`/api/product/downloadPackage?id=${product.id}`, tokens.user)).rawPayload,
    );
    expect(Object.keys(zip.files).sort()).toEqual(["Manual (2).pdf", "Manual.pdf"]);
    const item = (await get(`/api/document/getDocument?id=${first}`)).json().data;
    expect(item.downloadCount).toBe(1);
  });

  it("answers a zip with a README for a product without public documents", async () => {
    const product = await insertTestProduct(testApp.db);
    await addTestDocument(testApp, manager, { productId: product.id, accessLevel: "user" });
    const response = await get(`/api/product/downloadPackage?id=${product.id}`);
    expect(response.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files)).toEqual(["README.txt"]);
    expect(await zip.file("README.txt")?.async("string")).toContain(
      `${product.model} has no public document yet.`,
    );
  });

  it("answers 404 for an unknown or unpublished product (managers may package a draft)", async () => {
    expect((await get("/api/product/downloadPackage?id=999999")).statusCode).toBe(404);
    const draft = await insertTestProduct(testApp.db, { status: "draft" });
    expect((await get(`/api/product/downloadPackage?id=${draft.id}`, tokens.user)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/product/downloadPackage?id=${draft.id}`, manager)).statusCode).toBe(
      200,
    );
    expect((await get("/api/product/downloadPackage?id=abc")).statusCode).toBe(400);
  });
});
