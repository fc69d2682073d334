import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "./modules/user/schema.ts";
import { requestCode, type SignedIn, signedIn, signIn } from "./test-support/accounts.ts";
import { type ApiClient, api } from "./test-support/api-client.ts";
import { buildDocument, samplePdf } from "./test-support/factories/document.ts";
import { buildProduct } from "./test-support/factories/product.ts";
import { nextPhone } from "./test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "./test-support/test-app.ts";

/*
 * Each bad input the outside test of issue 10 found answering 500 (or a broken 200), now a 4xx
 * with a message that says what was wrong, in the caller's language.
 */

let testApp: TestApp;
/** Anonymous, in English; `.as(member)` or `.as(staff)` calls as them. */
let english: ApiClient;
let member: SignedIn;
let staff: SignedIn;
let productIds: number[];
let documentId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  english = api(testApp).language("en-US");
  member = await signedIn(testApp);
  staff = await signedIn(testApp, { roles: ["administrator"] });
  productIds = [(await buildProduct(testApp)).id, (await buildProduct(testApp)).id];
  documentId = (await buildDocument(testApp, { productId: productIds[0] })).id;
});
afterAll(async () => {
  await testApp.close();
});

const tooBigId = 2_147_483_648;
const idMessage = "must be a whole number from 1 to 2147483647";
const controlMessage = "contains control or broken characters that cannot be typed";

describe("ids of 2147483648 or more", () => {
  const queryRoutes = [
    ["/api/user/userInfoById?id=", "id", "anonymous"],
    ["/api/document/getDocument?id=", "id", "anonymous"],
    ["/api/document/getDocVo?id=", "id", "anonymous"],
    ["/api/document/downloadDocument?id=", "id", "anonymous"],
    ["/api/document/download?versionId=", "versionId", "anonymous"],
    ["/api/document/downloadFile?versionId=", "versionId", "anonymous"],
    ["/api/document/downloadWithWatermark?id=", "id", "member"],
    ["/api/product/downloadPackage?id=", "id", "anonymous"],
    ["/api/product/query?id=", "id", "anonymous"],
    ["/api/product/ch/query?id=", "id", "anonymous"],
    ["/api/product/getProductInfo?id=", "id", "staff"],
    ["/api/product/baseInfo?parentId=", "parentId", "staff"],
    ["/api/document/queryDocument?productId=", "productId", "anonymous"],
  ] as const;
  it.each(queryRoutes)("answer 400 on %s (as %s)", async (url, field, role) => {
    const token = role === "member" ? member.token : role === "staff" ? staff.token : undefined;
    const response = await english.as(token).get(`${url}${tooBigId}`);
    expect(response.status).toBe(400);
    expect(response.msg).toBe(`${field}: ${idMessage}`);
  });

  it("answer 400 in the comparison, its export and the catalogue export, naming the id", async () => {
    for (const url of [
      "/api/product/compare",
      "/api/product/ch/compare",
      "/api/product/exportExcel",
    ]) {
      const response = await english.get(`${url}?ids=${productIds[0]},${tooBigId}`);
      expect(response.status).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.msg).toBe(`ids.1: ${idMessage}`);
    }
  });

  const bodyRoutes = [
    ["/api/product/addNum", { id: tooBigId }, "id", "anonymous"],
    ["/api/product/updateStatus", { id: tooBigId, status: "published" }, "id", "staff"],
    ["/api/product/updateSort", { id: tooBigId, sort: 1 }, "id", "staff"],
    ["/api/product/removeProductInfo", { id: tooBigId }, "id", "staff"],
    ["/api/document/removeProductDocument", { id: tooBigId }, "id", "staff"],
    ["/api/document/modifyFeedback", { id: tooBigId, version: 1, status: "closed" }, "id", "staff"],
    [
      "/api/document/feedback",
      { documentId: tooBigId, type: "other", content: "x" },
      "documentId",
      "member",
    ],
    ["/api/user/authenticateEngineer", { userId: tooBigId }, "userId", "staff"],
    ["/api/user/cancelAuthenticate", { userId: tooBigId }, "userId", "staff"],
    ["/api/user/userUpdateInfo", { areaId: tooBigId }, "areaId", "member"],
    ["/api/user/userUpdateInfo", { fieldId: String(tooBigId) }, "fieldId", "member"],
  ] as const;
  it.each(bodyRoutes)("answer 400 on %s (field %s)", async (url, payload, field, role) => {
    const token = role === "member" ? member.token : role === "staff" ? staff.token : undefined;
    const response = await english.as(token).post(url, payload);
    expect(response.status).toBe(400);
    expect(response.msg).toBe(`${field}: ${idMessage}`);
  });

  it("answer 400 in the caller's language", async () => {
    const chinese = await english.language("zh-CN").get(`/api/user/userInfoById?id=${tooBigId}`);
    expect(chinese.msg).toBe("id: 必须是 1 到 2147483647 之间的整数");
    const traditional = await english
      .language("zh-TW")
      .get(`/api/user/userInfoById?id=${tooBigId}`);
    expect(traditional.msg).toBe("id: 必須是 1 到 2147483647 之間的整數");
  });

  it("still find the largest id there is room for (404, not 400)", async () => {
    const response = await english.get("/api/user/userInfoById?id=2147483647");
    expect(response.status).toBe(404);
  });
});

describe("NUL and other control characters", () => {
  it.each([
    "/api/product/getList?keyword=a%00b",
    "/api/product/getFilterCounts?keyword=a%00b",
    "/api/product/getMainProductList?keyword=a%00b",
    "/api/document/queryDocument?keyword=a%00b",
    "/api/document/queryDocument?keyword=a%1Bb",
    "/api/product/getList?keyword=a%C2%85b",
  ])("answer 400 in the keyword of %s", async (url) => {
    const response = await english.get(url);
    expect(response.status).toBe(400);
    expect(response.msg).toBe(`keyword: ${controlMessage}`);
  });

  it("answer 400 in the staff keyword filters", async () => {
    for (const url of [
      "/api/document/findFeedbacks?keyword=a%00b",
      "/api/product/baseInfo?keyword=a%00b",
      "/api/product/queryRelated?keyword=a%00b",
    ]) {
      const response = await english.as(staff).get(url);
      expect(response.status).toBe(400);
      expect(response.msg).toBe(`keyword: ${controlMessage}`);
    }
  });

  it("make exportExcel answer 400 JSON, not a broken workbook", async () => {
    const response = await english.get("/api/product/exportExcel?keyword=a%00b");
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toBeUndefined();
    expect(response.msg).toBe(`keyword: ${controlMessage}`);
  });

  it("leave the catalogue export working for a plain keyword", async () => {
    const response = await english.get("/api/product/exportExcel?keyword=TEST");
    expect(response.status).toBe(200);
    expect(response.bytes.subarray(0, 2).toString()).toBe("PK");
  });

  it.each([
    ["nickname", "ab\u0000cd", "nickname: The nickname may not contain line breaks"],
    ["signature", "a\u0000b", `signature: ${controlMessage}`],
    ["company", "a\u0007b", `company: ${controlMessage}`],
  ])("answer 400 in the profile's %s", async (field, value, message) => {
    const response = await english.as(member).post("/api/user/userUpdateInfo", { [field]: value });
    expect(response.status).toBe(400);
    expect(response.msg).toContain(message);
  });

  it("answer 400 in feedback, but a line break there is fine", async () => {
    const payload = { documentId, type: "other", content: "page 3\u0000" };
    const refused = await english.as(member).post("/api/document/feedback", payload);
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe(`content: ${controlMessage}`);
    const accepted = await english
      .as(member)
      .post("/api/document/feedback", { ...payload, content: "page 3\nis cut off" });
    expect(accepted.status).toBe(200);
  });

  it("answer 400 in the sign-in account", async () => {
    const response = await english.post("/api/user/logincom", {
      account: "admin\u0000",
      password: "whatever1",
    });
    expect(response.status).toBe(400);
    expect(response.msg).toBe(`account: ${controlMessage}`);
  });
});

describe("numbers that are not whole numbers", () => {
  it.each([
    ["/api/product/query?id=abc", `id: ${idMessage}`],
    ["/api/product/query?id=1.5", `id: ${idMessage}`],
    ["/api/product/getList?pageSize=abc", "pageSize: must be a number"],
    ["/api/product/getList?page=1.5", "page: must be a whole number"],
    ["/api/product/getList?pageSize=1000", "pageSize: must be at most 100"],
  ])("%s says what was wrong with which field", async (url, message) => {
    const response = await english.get(url);
    expect(response.status).toBe(400);
    expect(response.msg).toBe(message);
  });

  it("are described in Chinese too", async () => {
    const response = await english
      .language("zh-CN")
      .get("/api/product/getList?pageSize=abc&page=1.5");
    expect(response.msg).toBe("page: 必须是整数; pageSize: 必须是数字");
    const traditional = await english.language("zh-TW").get("/api/product/getList?pageSize=abc");
    expect(traditional.msg).toBe("pageSize: 必須是數字");
  });

  it("a wrong type and a left-out field in a body are told apart", async () => {
    const response = await english.post("/api/user/logincom", { account: 5 });
    expect(response.status).toBe(400);
    expect(response.data).toEqual([
      { field: "account", message: "must be text" },
      { field: "password", message: "is required" },
    ]);
  });
});

describe("malformed bodies", () => {
  it.each([
    ["en-US", "The request body is not valid JSON"],
    ["zh-CN", "请求体不是有效的 JSON"],
    ["zh-TW", "請求內容不是有效的 JSON"],
  ])("a malformed JSON body says so (%s)", async (language, message) => {
    const response = await english
      .language(language)
      .post("/api/product/addNum", '{"id": 1', { headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(response.msg).toBe(message);
  });

  it("a JSON body that is not an object says it must be one", async () => {
    const response = await english.post("/api/product/addNum", "[1]", {
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.msg).toBe("The request body must be a JSON object");
  });
});

/** The start of a multipart body whose closing boundary never comes. */
function cutOffUpload(fileName: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = "portal-test-boundary";
  const fieldParts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(fieldParts.join("") + head), bytes]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe("broken multipart uploads", () => {
  const malformed = "The upload was malformed or cut off: upload the file again";
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  const uploadRoutes = [
    ["/api/common/uploadAvatar", "member"],
    ["/api/product/uploadImage", "staff"],
    ["/api/document/addProductDocument", "staff"],
    ["/api/document/addDocumentVersion", "staff"],
  ] as const;

  async function expectMalformed(
    url: string,
    role: "member" | "staff",
    upload: { payload: string | Buffer; contentType: string },
  ) {
    const response = await english
      .as(role === "member" ? member : staff)
      .post(url, upload.payload, { headers: { "content-type": upload.contentType } });
    expect(response.status).toBe(400);
    expect(response.msg).toBe(malformed);
  }

  it.each(uploadRoutes)("%s answers 400 without a boundary", async (url, role) => {
    await expectMalformed(url, role, {
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
      contentType: "multipart/form-data",
    });
  });

  it.each(uploadRoutes)("%s answers 400 for a boundary over 250 characters", async (url, role) => {
    await expectMalformed(url, role, {
      payload: "abc",
      contentType: `multipart/form-data; boundary=${"b".repeat(300)}`,
    });
  });

  it("the product image upload answers 400 when cut off", async () => {
    await expectMalformed("/api/product/uploadImage", "staff", cutOffUpload("board.png", png));
  });

  it("the document upload answers 400 when cut off, and keeps no file", async () => {
    const storedFiles = () => readdir(testApp.config.documents.dir, { recursive: true });
    const before = await storedFiles();
    const pdf = Buffer.from(await samplePdf());
    const upload = cutOffUpload("cut.pdf", pdf.subarray(0, 200), {
      name: "Cut off",
      type: "datasheet",
      version: "V1.0",
      accessLevel: "public",
    });
    await expectMalformed("/api/document/addProductDocument", "staff", upload);
    expect(await storedFiles()).toEqual(before);
  });

  it("the avatar upload answers 400 when cut off", async () => {
    await expectMalformed("/api/common/uploadAvatar", "member", cutOffUpload("me.png", png));
  });
});

describe("passwords", () => {
  async function register(password: string) {
    const phone = nextPhone();
    const code = await requestCode(testApp, phone);
    const response = await english.post("/api/user/register", { phone, code, password });
    return { phone, response };
  }

  it("a password of 128 characters registers and signs in", async () => {
    const password = `Portal#7${"q".repeat(120)}`;
    const { phone, response } = await register(password);
    expect(response.status).toBe(200);
    expect(await signIn(testApp, phone, password)).toBeTruthy();
  });

  it("a password made mostly of spaces is refused", async () => {
    const { response } = await register("        1a");
    expect(response.status).toBe(400);
    expect(response.data).toEqual([
      {
        field: "password",
        message: expect.stringMatching(/^The password may not be mostly spaces/),
      },
    ]);
  });

  it("a new password made mostly of spaces is refused when changing it", async () => {
    const response = await english.as(member).post("/api/user/modifyPassword", {
      oldPassword: member.user.password,
      newPassword: "  x  1  y  2  ",
    });
    expect(response.status).toBe(400);
    expect(response.msg).toMatch(/mostly spaces/);
  });
});

describe("nicknames", () => {
  it("are stored in their NFKC form", async () => {
    const { token, user } = await signedIn(testApp);
    const name = `Ｆａｎ${user.id}`;
    const response = await english.as(token).post("/api/user/userUpdateInfo", { nickname: name });
    expect(response.status).toBe(200);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.nickname).toBe(`Fan${user.id}`);
  });

  it.each([
    ["a zero-width space", "adm\u200bin-portal"],
    ["a right-to-left override", "admin\u202elatrop"],
    ["a line break", "admin\nportal"],
    ["a word joiner", "ad\u2060min"],
  ])("refuse %s", async (_name, nickname) => {
    const response = await english.as(member).post("/api/user/userUpdateInfo", { nickname });
    expect(response.status).toBe(400);
    expect(response.data).toEqual([
      {
        field: "nickname",
        message:
          "The nickname may not contain line breaks, control, invisible or text-direction characters",
      },
    ]);
  });
});
