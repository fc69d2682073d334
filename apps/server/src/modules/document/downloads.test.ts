import { formatDate, maskPhone } from "@portal/shared";
import JSZip from "jszip";
import { PDFDocument } from "pdf-lib";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../platform/storage/storage.ts";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import {
  buildDocument,
  buildDocumentVersion,
  samplePdf,
} from "../../test-support/factories/document.ts";
import { buildProduct } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
/** Anonymous, in English; `.as(token)` calls as someone. */
let client: ApiClient;
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
  client = api(testApp).language("en-US");
  manager = (await signedIn(testApp, { roles: ["contentEditor"] })).token;
  tokens.user = (await signedIn(testApp)).token;
  const whitelisted = await signedIn(testApp, { nickname: "物联小张", whitelisted: true });
  tokens.whitelisted = whitelisted.token;
  whitelistedUser = {
    id: whitelisted.user.id,
    phone: whitelisted.user.phone,
    nickname: "物联小张",
  };
  // Customer service: staff without document:write.
  tokens.staff = (await signedIn(testApp, { roles: ["customerService"] })).token;
  productId = (await buildProduct(testApp)).id;
  for (const accessLevel of ["public", "user", "whitelist"] as const) {
    const { id } = await buildDocument(testApp, {
      productId,
      accessLevel,
      name: `${accessLevel} manual`,
      firstVersion: {
        file: {
          name: `${accessLevel}-manual.pdf`,
          bytes: await samplePdf(`${accessLevel} manual V1`),
        },
      },
    });
    documentIds[accessLevel] = id;
    const latest = await buildDocumentVersion(testApp, id, {
      version: "V2.0",
      file: {
        name: `${accessLevel}-manual-V2.pdf`,
        bytes: await samplePdf(`${accessLevel} manual V2`, 3),
      },
    });
    latestVersionIds[accessLevel] = latest.id;
  }
});
afterAll(async () => {
  await testApp.close();
});

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
      const response = await client.as(tokenOf(viewer as Viewer)).get(url);
      expect(response.status, `${viewer}`).toBe(status);
      if (status === 401) {
        expect(response.msg).toBe("Sign in to download this document");
      } else if (status === 403) {
        expect(response.msg).toContain("whitelisted users only");
      } else {
        expect(response.headers["content-type"]).toBe("application/pdf");
        expect(response.headers["content-disposition"]).toBe(
          `attachment; filename="${level}-manual-V2.pdf"; filename*=UTF-8''${level}-manual-V2.pdf`,
        );
        expect(response.headers["cache-control"]).toBe("private, no-store");
        expect(Number(response.headers["content-length"])).toBe(response.bytes.length);
        expect((await pdfTexts(response.bytes))[0]).toContain(`${level} manual V2`);
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
        const response = await client.as(tokenOf(viewer as Viewer)).get(url);
        expect(response.status, `${viewer}`).toBe(expected);
      }
    },
  );

  it("downloads an older version by its id", async () => {
    const [older] = (
      await client.get(`/api/document/getDocument?id=${documentIds.public}`)
    ).data.versions.slice(1);
    const response = await client.get(`/api/document/download?versionId=${older.id}`);
    expect(response.status).toBe(200);
    expect((await pdfTexts(response.bytes))[0]).toContain("public manual V1");
  });

  it("answers 404 for unknown ids, a version of another document, and 400 without any id", async () => {
    expect((await client.get("/api/document/downloadDocument?id=999999")).status).toBe(404);
    expect((await client.get("/api/document/download?versionId=999999")).status).toBe(404);
    const mismatched = `/api/document/downloadFile?id=${documentIds.public}&versionId=${latestVersionIds.user}`;
    expect((await client.as(manager).get(mismatched)).status).toBe(404);
    const neither = await client.get("/api/document/downloadFile");
    expect(neither.status).toBe(400);
    expect(neither.msg).toContain("Name a document or a version");
  });

  it("hides the documents of an unpublished product from everyone but managers (404)", async () => {
    const { id } = await buildDocument(testApp, { product: { status: "draft" } });
    expect((await client.get(`/api/document/downloadDocument?id=${id}`)).status).toBe(404);
    expect(
      (await client.as(tokens.user).get(`/api/document/downloadDocument?id=${id}`)).status,
    ).toBe(404);
    expect((await client.as(manager).get(`/api/document/downloadDocument?id=${id}`)).status).toBe(
      200,
    );
  });

  it("answers 404 when the stored file has gone missing", async () => {
    const product = await buildProduct(testApp);
    await buildDocument(testApp, {
      productId: product.id,
      firstVersion: { file: { name: "kept-manual.pdf", bytes: await samplePdf("Kept manual") } },
    });
    const { id, firstVersion } = await buildDocument(testApp, { productId: product.id });
    await localFileStore(testApp.config.documents.dir).remove(firstVersion.fileKey);
    const response = await client.get(`/api/document/downloadDocument?id=${id}`);
    expect(response.status).toBe(404);
    expect(response.msg).toContain("file is missing");
    // The product's package leaves that one out and still carries the others.
    const zip = await JSZip.loadAsync(
      (await client.get(`/api/product/downloadPackage?id=${product.id}`)).bytes,
    );
    expect(Object.keys(zip.files)).toEqual(["kept-manual.pdf"]);
  });
});

describe("counts and download records", () => {
  it("counts each download on the document and its version and records who took it", async () => {
    const {
      id,
      firstVersion: { id: firstVersion },
    } = await buildDocument(testApp, { name: "Counted guide" });
    const { id: secondVersion } = await buildDocumentVersion(testApp, id, { version: "V1.1" });
    await client.get(`/api/document/downloadDocument?id=${id}`);
    await client.as(tokens.user).get(`/api/document/download?versionId=${firstVersion}`);
    await client.as(tokens.whitelisted).get(`/api/document/downloadFile?id=${id}`);
    await client.as(tokens.whitelisted).get(`/api/document/downloadWithWatermark?id=${id}`);
    // A refused download is not counted, nor is a HEAD request (which has no route).
    await client.get(`/api/document/download?versionId=999999`);
    const head = await client.send("HEAD", `/api/document/downloadDocument?id=${id}`);
    expect(head.status).toBe(404);

    const item = (await client.get(`/api/document/getDocument?id=${id}`)).data;
    expect(item.downloadCount).toBe(4);
    const countOf = (versionId: number) =>
      item.versions.find((version: { id: number }) => version.id === versionId).downloadCount;
    expect(countOf(secondVersion)).toBe(3);
    expect(countOf(firstVersion)).toBe(1);

    const records = await client.as(manager).get(`/api/document/downloadRecords?documentId=${id}`);
    expect(records.status).toBe(200);
    const { list, total } = records.data;
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

    const paged = await client
      .as(manager)
      .get(`/api/document/downloadRecords?documentId=${id}&page=2&pageSize=3`);
    expect(paged.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.data.list).toHaveLength(1);
    // Without a document, the records of every document: one more download elsewhere shows.
    const other = await buildDocument(testApp);
    await client.get(`/api/document/downloadDocument?id=${other.id}`);
    const all = (await client.as(manager).get("/api/document/downloadRecords?pageSize=100")).data;
    expect(all.total).toBeGreaterThan(4);
  });
});

describe("downloadWithWatermark", () => {
  it("stamps the nickname, masked phone and date on every page, as extractable text", async () => {
    const response = await client
      .as(tokens.whitelisted)
      .get(`/api/document/downloadWithWatermark?id=${documentIds.whitelist}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("whitelist-manual-V2.pdf");
    const pages = await pdfTexts(response.bytes);
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
    const [older] = (
      await client.as(manager).get(`/api/document/getDocument?id=${documentIds.user}`)
    ).data.versions.slice(1);
    const response = await client
      .as(tokens.user)
      .get(`/api/document/downloadWithWatermark?id=${documentIds.user}&versionId=${older.id}`);
    expect(response.status).toBe(200);
    const pages = await pdfTexts(response.bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("user manual V1");
    const foreign = await client
      .as(tokens.user)
      .get(
        `/api/document/downloadWithWatermark?id=${documentIds.user}&versionId=${latestVersionIds.public}`,
      );
    expect(foreign.status).toBe(404);
  });

  it("refuses a document that is not a PDF with 400", async () => {
    const { id } = await buildDocument(testApp, {
      firstVersion: {
        file: {
          name: "notes.txt",
          bytes: new TextEncoder().encode("plain notes"),
          mimeType: "text/plain; charset=utf-8",
        },
      },
    });
    const response = await client
      .as(tokens.user)
      .get(`/api/document/downloadWithWatermark?id=${id}`);
    expect(response.status).toBe(400);
    expect(response.msg).toBe("Only PDF documents can be downloaded with a watermark");
  });

  it("refuses an encrypted PDF with 400", async () => {
    const document = await PDFDocument.load(await samplePdf());
    document.context.trailerInfo.Encrypt = document.context.obj({ Filter: "Standard", V: 2 });
    const encrypted = await document.save();
    const { id } = await buildDocument(testApp, {
      firstVersion: { file: { name: "locked.pdf", bytes: encrypted } },
    });
    const response = await client
      .as(tokens.user)
      .get(`/api/document/downloadWithWatermark?id=${id}`);
    expect(response.status).toBe(400);
    expect(response.msg).toContain("cannot be watermarked");
    // The plain file is still there for those allowed to have it.
    expect((await client.get(`/api/document/downloadDocument?id=${id}`)).status).toBe(200);
  });
});

describe("product/downloadPackage", () => {
  it("zips the latest version of each public document only", async () => {
    const response = await client.get(`/api/product/downloadPackage?id=${productId}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="TEST-.*-documents\.zip"/,
    );
    const zip = await JSZip.loadAsync(response.bytes);
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
    const product = await buildProduct(testApp);
    const sameName = async () => ({
      productId: product.id,
      firstVersion: { file: { name: "Manual.pdf", bytes: await samplePdf() } },
    });
    const { id: first } = await buildDocument(testApp, await sameName());
    await buildDocument(testApp, await sameName());
    const zip = await JSZip.loadAsync(
      (await client.as(tokens.user).get(`/api/product/downloadPackage?id=${product.id}`)).bytes,
    );
    expect(Object.keys(zip.files).sort()).toEqual(["Manual (2).pdf", "Manual.pdf"]);
    const item = (await client.get(`/api/document/getDocument?id=${first}`)).data;
    expect(item.downloadCount).toBe(1);
  });

  it("answers a zip with a README for a product without public documents", async () => {
    const product = await buildProduct(testApp);
    await buildDocument(testApp, { productId: product.id, accessLevel: "user" });
    const response = await client.get(`/api/product/downloadPackage?id=${product.id}`);
    expect(response.status).toBe(200);
    const zip = await JSZip.loadAsync(response.bytes);
    expect(Object.keys(zip.files)).toEqual(["README.txt"]);
    expect(await zip.file("README.txt")?.async("string")).toContain(
      `${product.model} has no public document yet.`,
    );
  });

  it("answers 404 for an unknown or unpublished product (managers may package a draft)", async () => {
    expect((await client.get("/api/product/downloadPackage?id=999999")).status).toBe(404);
    const draft = await buildProduct(testApp, { status: "draft" });
    expect(
      (await client.as(tokens.user).get(`/api/product/downloadPackage?id=${draft.id}`)).status,
    ).toBe(404);
    expect(
      (await client.as(manager).get(`/api/product/downloadPackage?id=${draft.id}`)).status,
    ).toBe(200);
    expect((await client.get("/api/product/downloadPackage?id=abc")).status).toBe(400);
  });
});
