import { readFile } from "node:fs/promises";
import { permissions, subscriptionLimits } from "@portal/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type SignedIn, signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf, multipart } from "../../test-support/api-client.ts";
import { buildDocument, samplePdf } from "../../test-support/factories/document.ts";
import { buildProduct, type Product } from "../../test-support/factories/product.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { userMessages } from "../message/schema.ts";
import { products } from "../product/schema.ts";
import { whitelistEntries } from "../whitelist/schema.ts";

let testApp: TestApp;
/** Anonymous, in English. */
let visitor: ApiClient;
/** Staff who upload documents and write notices. */
let staff: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
  staff = visitor.as(
    await signedIn(testApp, {
      permissions: [permissions.documentWrite, permissions.contentWrite],
    }),
  );
});
afterAll(async () => {
  await testApp.close();
});

type Mail = { to: string; subject: string; text: string };

async function outbox(): Promise<Mail[]> {
  const text = await readFile(testApp.config.mail.outboxFile, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const mailsTo = async (address: string) => (await outbox()).filter((mail) => mail.to === address);

function noticesOf(account: SignedIn, kind = "subscribed_document") {
  return testApp.db
    .select({ params: userMessages.params, link: userMessages.link })
    .from(userMessages)
    .where(and(eq(userMessages.userId, account.user.id), eq(userMessages.kind, kind)));
}

type Subscription = { productIds?: number[]; documentTypes?: string[]; email?: boolean };

/** A member who saved this subscription, with their client. */
async function subscriber(subscription: Subscription, email: string | null = null) {
  const account = await signedIn(testApp, { email });
  const client = visitor.as(account);
  const answer = await client.post("/api/subscription/save", {
    productIds: [],
    documentTypes: [],
    email: false,
    ...subscription,
  });
  expect(answer.status).toBe(200);
  return { account, client };
}

async function uploadVersion(documentId: number, version: string, changeNote?: string) {
  const file = { name: `datasheet-${version}.pdf`, bytes: await samplePdf(version) };
  const answer = await staff.post(
    "/api/document/addDocumentVersion",
    multipart({ id: documentId, version, changeNote, file }),
  );
  return dataOf(answer, "uploading a version").id as number;
}

describe("who may do what", () => {
  it("needs a sign-in for one's own subscription; the catalogue is public and published only", async () => {
    expect((await visitor.get("/api/subscription/mine")).status).toBe(401);
    const save = { productIds: [], documentTypes: [], email: false };
    expect((await visitor.post("/api/subscription/save", save)).status).toBe(401);
    expect((await visitor.post("/api/subscription/unsubscribeAll", {})).status).toBe(401);

    const published = await buildProduct(testApp);
    const draft = await buildProduct(testApp, { status: "draft" });
    const catalogue = dataOf(await visitor.get("/api/subscription/catalogue"), "the catalogue");
    const ids = catalogue.map((product: { id: number }) => product.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(catalogue.find((product: { id: number }) => product.id === published.id)).toEqual({
      id: published.id,
      model: published.model,
      name: published.nameEn,
      productType: "NB-IoT",
    });
  });

  it("keeps each member's subscription their own", async () => {
    const product = await buildProduct(testApp);
    const { client: first } = await subscriber({ productIds: [product.id] });
    const { client: second } = await subscriber({ documentTypes: ["firmware"] });
    expect(dataOf(await first.get("/api/subscription/mine"), "first").products).toHaveLength(1);
    const theirs = dataOf(await second.get("/api/subscription/mine"), "second");
    expect(theirs).toMatchObject({ products: [], documentTypes: ["firmware"] });
  });
});

describe("saving a subscription", () => {
  it("answers what was saved, in the reader's language, each product and type once", async () => {
    const product = await buildProduct(testApp, { nameZh: "窄带模组", nameTw: null });
    const { client } = await subscriber(
      {
        productIds: [product.id, product.id],
        documentTypes: ["datasheet", "firmware", "datasheet"],
        email: true,
      },
      "saver@example.com",
    );
    const mine = dataOf(await client.language("zh-TW").get("/api/subscription/mine"), "mine");
    expect(mine).toEqual({
      products: [{ id: product.id, model: product.model, name: "窄帶模組", productType: "NB-IoT" }],
      documentTypes: ["datasheet", "firmware"],
      email: true,
      emailAddress: "saver@example.com",
    });
    const none = await client.post("/api/subscription/save", {
      productIds: [],
      documentTypes: [],
      email: false,
    });
    expect(none.status).toBe(200);
    expect(dataOf(await client.get("/api/subscription/mine"), "mine")).toMatchObject({
      products: [],
      documentTypes: [],
      email: false,
    });
  });

  it("refuses an unknown or unpublished product with 404 and keeps what was there", async () => {
    const kept = await buildProduct(testApp);
    const draft = await buildProduct(testApp, { status: "draft" });
    const { client } = await subscriber({ productIds: [kept.id] });
    for (const productIds of [[kept.id, draft.id], [999_999]]) {
      const answer = await client.post("/api/subscription/save", {
        productIds,
        documentTypes: [],
        email: false,
      });
      expect(answer.status).toBe(404);
      expect(answer.data).toEqual([
        { field: "productIds", message: "A product chosen does not exist or is not published" },
      ]);
    }
    const mine = dataOf(await client.get("/api/subscription/mine"), "mine");
    expect(mine.products.map((product: { id: number }) => product.id)).toEqual([kept.id]);
  });

  it("keeps a product unpublished since the member chose it, but never lets one be picked anew", async () => {
    const product = await buildProduct(testApp);
    const { client } = await subscriber({ productIds: [product.id] });
    await testApp.db.update(products).set({ status: "draft" }).where(eq(products.id, product.id));
    const again = { productIds: [product.id], documentTypes: ["firmware"], email: false };
    expect((await client.post("/api/subscription/save", again)).status).toBe(200);
    const { client: newcomer } = await subscriber({});
    expect((await newcomer.post("/api/subscription/save", again)).status).toBe(404);
  });

  it("refuses bad input with 400", async () => {
    const { client } = await subscriber({});
    const tooMany = Array.from({ length: subscriptionLimits.productsMax + 1 }, (_, i) => i + 1);
    for (const body of [
      {},
      { productIds: [], documentTypes: ["manual"], email: false },
      { productIds: [0], documentTypes: [], email: false },
      { productIds: "1", documentTypes: [], email: false },
      { productIds: tooMany, documentTypes: [], email: false },
      { productIds: [], documentTypes: [], email: "yes" },
    ]) {
      expect((await client.post("/api/subscription/save", body)).status).toBe(400);
    }
  });
});

describe("the matching rule", () => {
  let product: Product;
  let other: Product;
  let allOfProduct: SignedIn;
  let productAtCommands: SignedIn;
  let productDatasheets: SignedIn;
  let datasheetsOnly: SignedIn;
  let otherProduct: SignedIn;

  beforeAll(async () => {
    product = await buildProduct(testApp);
    other = await buildProduct(testApp);
    allOfProduct = (await subscriber({ productIds: [product.id] })).account;
    productAtCommands = (
      await subscriber({ productIds: [product.id], documentTypes: ["atCommands"] })
    ).account;
    productDatasheets = (
      await subscriber({ productIds: [product.id], documentTypes: ["datasheet"] })
    ).account;
    datasheetsOnly = (await subscriber({ documentTypes: ["datasheet"] })).account;
    otherProduct = (await subscriber({ productIds: [other.id] })).account;
  });

  it("a product's document reaches its subscribers who chose no type or its type", async () => {
    const document = await buildDocument(testApp, {
      productId: product.id,
      name: "M5311 datasheet",
    });
    await uploadVersion(document.id, "V1.1", "Adds the PSM current");
    expect(await noticesOf(allOfProduct)).toEqual([
      {
        params: {
          title: "M5311 datasheet",
          product: product.model,
          version: "V1.1",
          note: "Adds the PSM current",
        },
        link: `/product/detail/${product.id}`,
      },
    ]);
    expect(await noticesOf(productDatasheets)).toHaveLength(1);
    for (const account of [productAtCommands, datasheetsOnly, otherProduct]) {
      expect(await noticesOf(account)).toEqual([]);
    }
  });

  it("a general document reaches the members who chose its type", async () => {
    const before = await noticesOf(datasheetsOnly);
    const general = await buildDocument(testApp, { productId: null, name: "Antenna guide" });
    await uploadVersion(general.id, "V2");
    const after = await noticesOf(datasheetsOnly);
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toEqual({
      params: { title: "Antenna guide", product: "", version: "V2" },
      link: "/product/document",
    });
    expect((await noticesOf(productDatasheets)).length).toBe(2);
    expect((await noticesOf(allOfProduct)).length).toBe(1);
  });

  it("a new document uploaded for the product reaches its subscribers too", async () => {
    const before = (await noticesOf(allOfProduct)).length;
    const answer = await staff.post(
      "/api/document/addProductDocument",
      multipart({
        name: "AT manual",
        type: "atCommands",
        version: "V1.0",
        accessLevel: "user",
        productId: product.id,
        file: { name: "at.pdf", bytes: await samplePdf("AT") },
      }),
    );
    expect(answer.status).toBe(200);
    expect((await noticesOf(allOfProduct)).length).toBe(before + 1);
    expect((await noticesOf(productAtCommands)).at(-1)?.params).toEqual({
      title: "AT manual",
      product: product.model,
      version: "V1.0",
    });
  });

  it("never reveals a whitelist document to a member not on the whitelist", async () => {
    const listed = (await subscriber({ productIds: [product.id] })).account;
    await testApp.db.insert(whitelistEntries).values({ userId: listed.user.id });
    const expired = (await subscriber({ productIds: [product.id] })).account;
    await testApp.db
      .insert(whitelistEntries)
      .values({ userId: expired.user.id, validUntil: new Date(testApp.now().getTime() - 1000) });
    const before = (await noticesOf(allOfProduct)).length;
    const secret = await buildDocument(testApp, {
      productId: product.id,
      accessLevel: "whitelist",
      name: "Secret design guide",
    });
    await uploadVersion(secret.id, "V1.1");
    expect(await noticesOf(listed)).toHaveLength(1);
    expect(await noticesOf(expired)).toEqual([]);
    expect((await noticesOf(allOfProduct)).length).toBe(before);
  });

  it("tells nobody of a document of an unpublished product", async () => {
    const hidden = await buildProduct(testApp);
    const { account } = await subscriber({ productIds: [hidden.id] });
    const document = await buildDocument(testApp, { productId: hidden.id });
    await testApp.db.update(products).set({ status: "draft" }).where(eq(products.id, hidden.id));
    await uploadVersion(document.id, "V1.1");
    expect(await noticesOf(account)).toEqual([]);
  });
});

describe("e-mail", () => {
  it("is sent only to members who asked and have an address, saying what changed", async () => {
    const product = await buildProduct(testApp, { model: "MAIL-5311" });
    await subscriber({ productIds: [product.id], email: true }, "wants@example.com");
    await subscriber({ productIds: [product.id], email: false }, "quiet@example.com");
    const { account: noAddress } = await subscriber({ productIds: [product.id], email: true });
    const document = await buildDocument(testApp, {
      productId: product.id,
      name: "Mail datasheet",
    });
    await uploadVersion(document.id, "V3.0", "New pin map");

    await vi.waitFor(async () => expect(await mailsTo("wants@example.com")).toHaveLength(1));
    const [mail] = await mailsTo("wants@example.com");
    expect(mail?.subject).toContain("Mail datasheet V3.0");
    expect(mail?.text).toContain("New pin map");
    expect(mail?.text).toContain("(MAIL-5311)");
    expect(mail?.text).toMatch(/#\/subscribe\/unsubscribe\?token=[0-9a-f]{64}/);
    expect(await mailsTo("quiet@example.com")).toEqual([]);
    expect(await noticesOf(noAddress)).toHaveLength(1);
  });
});

describe("unsubscribing", () => {
  it("by the e-mail's token without signing in; an unknown token is 404, a malformed one 400", async () => {
    const product = await buildProduct(testApp);
    const { client } = await subscriber(
      { productIds: [product.id], documentTypes: ["firmware"], email: true },
      "leaver@example.com",
    );
    const document = await buildDocument(testApp, { productId: product.id, type: "firmware" });
    await uploadVersion(document.id, "V1.1");
    await vi.waitFor(async () => expect(await mailsTo("leaver@example.com")).toHaveLength(1));
    const [mail] = await mailsTo("leaver@example.com");
    const token = mail?.text.match(/token=([0-9a-f]{64})/)?.[1];

    const unsubscribed = await visitor.post("/api/subscription/unsubscribe", { token });
    expect(unsubscribed.status).toBe(200);
    expect(dataOf(await client.get("/api/subscription/mine"), "mine")).toMatchObject({
      products: [],
      documentTypes: [],
      email: false,
    });
    // The link stays valid: clicking it twice is no error.
    expect((await visitor.post("/api/subscription/unsubscribe", { token })).status).toBe(200);

    const unknown = await visitor.post("/api/subscription/unsubscribe", { token: "a".repeat(64) });
    expect(unknown.status).toBe(404);
    expect(unknown.msg).toBe("This unsubscribe link is not valid any more");
    for (const bad of ["", "xyz", "A".repeat(64), "a".repeat(65)]) {
      expect((await visitor.post("/api/subscription/unsubscribe", { token: bad })).status).toBe(
        400,
      );
    }
  });

  it("from everything in one click when signed in", async () => {
    const product = await buildProduct(testApp);
    const { client } = await subscriber({ productIds: [product.id], documentTypes: ["datasheet"] });
    expect((await client.post("/api/subscription/unsubscribeAll", {})).status).toBe(200);
    expect(dataOf(await client.get("/api/subscription/mine"), "mine")).toMatchObject({
      products: [],
      documentTypes: [],
    });
  });
});

describe("notices about a product", () => {
  const notice = (
    productId: number,
    status: "draft" | "published",
    title = "PSM firmware fix",
  ) => ({
    type: "notice",
    language: "en-US",
    title,
    content: "<p>Update your modules.</p>",
    status,
    productId,
  });

  it("reach the product's subscribers when first published, whichever path publishes", async () => {
    const product = await buildProduct(testApp);
    const { account } = await subscriber({ productIds: [product.id], documentTypes: ["firmware"] });

    const savedPublished = dataOf(
      await staff.post("/api/text/save", notice(product.id, "published", "Published at once")),
      "saving a notice",
    ).id as number;
    expect(await noticesOf(account, "subscribed_notice")).toEqual([
      {
        params: { title: "Published at once", product: product.model },
        link: `/notice/detail/${savedPublished}`,
      },
    ]);

    const draftId = dataOf(
      await staff.post("/api/text/save", notice(product.id, "draft", "Published later")),
      "saving a draft",
    ).id as number;
    expect(await noticesOf(account, "subscribed_notice")).toHaveLength(1);
    for (const status of ["published", "draft", "published"] as const) {
      const answer = await staff.post("/api/text/updateStatus", { id: draftId, status });
      expect(answer.status).toBe(200);
    }
    const told = await noticesOf(account, "subscribed_notice");
    expect(told).toHaveLength(2);
    expect(told.at(-1)?.params).toEqual({ title: "Published later", product: product.model });

    const editedId = dataOf(
      await staff.post("/api/text/save", notice(product.id, "draft", "Edited then published")),
      "saving another draft",
    ).id as number;
    const detail = dataOf(
      await staff.get("/api/text/detail", { query: { id: editedId } }),
      "detail",
    );
    expect(detail.productId).toBe(product.id);
    const update = await staff.post("/api/text/update", {
      ...notice(product.id, "published", "Edited then published"),
      id: editedId,
      version: detail.version,
    });
    expect(update.status).toBe(200);
    expect(await noticesOf(account, "subscribed_notice")).toHaveLength(3);
  });

  it("refuses a notice about an unknown product with 404; other types drop the product", async () => {
    const unknown = await staff.post("/api/text/save", notice(999_999, "published"));
    expect(unknown.status).toBe(404);
    const product = await buildProduct(testApp);
    const { account } = await subscriber({ productIds: [product.id] });
    const news = await staff.post("/api/text/save", {
      ...notice(product.id, "published"),
      type: "news",
    });
    expect(news.status).toBe(200);
    expect(await noticesOf(account, "subscribed_notice")).toEqual([]);
  });
});
