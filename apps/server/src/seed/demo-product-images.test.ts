import { readdir } from "node:fs/promises";
import path from "node:path";
import { permissions, productDictionary } from "@portal/shared";
import { asc } from "drizzle-orm";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { products } from "../modules/product/schema.ts";
import { signedIn } from "../test-support/accounts.ts";
import { api, multipart } from "../test-support/api-client.ts";
import { buildTestApp, type TestApp } from "../test-support/test-app.ts";
import { emptyTables } from "../test-support/test-database.ts";
import {
  type IllustratedProduct,
  productIllustration,
  seedDemoProductImages,
} from "./demo-product-images.ts";
import { seedDemoProducts } from "./demo-products.ts";

type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

/** The document as a tree; saxes throws on anything that is not well-formed XML. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "" };
  const open: XmlElement[] = [root];
  parser.on("opentag", (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: "",
    };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on("text", (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on("closetag", () => {
    open.pop();
  });
  parser.write(xml).close();
  const [element, ...others] = root.children;
  if (!element || others.length > 0) throw new Error("not exactly one root element");
  return element;
}

function allElements(element: XmlElement): XmlElement[] {
  return [element, ...element.children.flatMap(allElements)];
}

const texts = (root: XmlElement) =>
  allElements(root)
    .filter((element) => element.name === "text" || element.name === "title")
    .map((element) => element.text);

/** What makes an SVG active or leak: scripts, event handlers, links out, foreign content. */
function activeContent(root: XmlElement): string[] {
  const problems: string[] = [];
  for (const element of allElements(root)) {
    if (["script", "foreignObject", "a", "image", "use", "iframe"].includes(element.name)) {
      problems.push(`<${element.name}>`);
    }
    for (const [name, value] of Object.entries(element.attributes)) {
      if (/^on/i.test(name)) problems.push(`${element.name}@${name}`);
      if (/href$/i.test(name)) problems.push(`${element.name}@${name}`);
      if (name !== "xmlns" && /(javascript:|https?:|data:)/i.test(value)) {
        problems.push(`${element.name}@${name}=${value}`);
      }
    }
  }
  return problems;
}

const byClass = (root: XmlElement, className: string) =>
  allElements(root).filter((element) => element.attributes.class === className);

function bodySize(root: XmlElement) {
  const [body] = byClass(root, "module-body");
  if (!body) throw new Error("no module body");
  return { width: Number(body.attributes.width), height: Number(body.attributes.height) };
}

const lccModule = (model: string, dimensions: string): IllustratedProduct => ({
  model,
  networkSystem: "NB-IoT",
  packageType: "LCC",
  productType: "NB-IoT",
  dimensions,
  interfaces: [],
  module: undefined,
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
beforeEach(async () => {
  await emptyTables(testApp.db, products);
});
afterAll(async () => {
  await testApp.close();
});

describe("seedDemoProductImages", () => {
  it("gives every demo product a cover: a safe SVG illustration in the public store, served as SVG", async () => {
    await seedDemoProducts(testApp.db);
    const started = performance.now();
    expect(await seedDemoProductImages(testApp)).toBe(productDictionary.length);
    // A few tens of milliseconds; the e2e server and `npm start` seed on their first start.
    expect(performance.now() - started).toBeLessThan(3000);

    const rows = await testApp.db.select().from(products).orderBy(asc(products.id));
    expect(rows).toHaveLength(productDictionary.length);
    for (const row of rows) {
      expect(row.images, row.model).toHaveLength(1);
      const [cover = ""] = row.images;
      expect(cover).toMatch(/^\/uploads\/products\/[\w.-]+\.svg$/);
      const answer = await api(testApp).get(cover);
      expect(answer.status, cover).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(answer.bytes.length).toBeLessThan(20_000);

      const svg = parseXml(answer.text);
      expect(svg.name).toBe("svg");
      expect(svg.attributes.xmlns).toBe("http://www.w3.org/2000/svg");
      expect(svg.attributes.viewBox).toBe("0 0 640 400");
      expect(activeContent(svg), row.model).toEqual([]);
      expect(texts(svg)).toContain("ILLUSTRATION");
      expect(texts(svg)).toContain(row.model);
      expect(texts(svg).some((text) => text.includes(row.packageType))).toBe(true);
      const isBoard = row.packageType === "Board";
      expect(byClass(svg, "board"), row.model).toHaveLength(isBoard ? 1 : 0);
      expect(byClass(svg, "module"), row.model).toHaveLength(1);
    }

    // A board carries its parent module, whose model is on the module's shield.
    const board = rows.find((row) => row.id === 14);
    const boardAnswer = await api(testApp).get(board?.images[0] ?? "");
    expect(texts(parseXml(boardAnswer.text))).toEqual(
      expect.arrayContaining(["2G/NB-IoT-EVB", "M5310A"]),
    );
  });

  it("runs once: a second run draws nothing and keeps the covers", async () => {
    await seedDemoProducts(testApp.db);
    await seedDemoProductImages(testApp);
    const covers = await testApp.db.select({ images: products.images }).from(products);
    const folder = path.join(testApp.config.uploads.dir, "products");
    const files = await readdir(folder);

    expect(await seedDemoProductImages(testApp)).toBe(0);
    expect(await testApp.db.select({ images: products.images }).from(products)).toEqual(covers);
    expect(await readdir(folder)).toEqual(files);
  });

  it("leaves products that are not the demo's alone", async () => {
    expect(await seedDemoProductImages(testApp)).toBe(0);
  });

  it("keeps refusing SVG uploads from staff: only the seed writes SVG", async () => {
    await seedDemoProducts(testApp.db);
    await seedDemoProductImages(testApp);
    const [row] = await testApp.db.select({ images: products.images }).from(products).limit(1);
    const seeded = await api(testApp).get(row?.images[0] ?? "");
    const editor = await signedIn(testApp, { permissions: [permissions.productWrite] });
    const answer = await api(testApp)
      .as(editor)
      .post(
        "/api/product/uploadImage",
        multipart({ file: { name: "module.svg", bytes: seeded.bytes, type: "image/svg+xml" } }),
      );
    expect(answer.status).toBe(400);
  });
});

describe("productIllustration", () => {
  it("escapes the model: markup in it stays text", () => {
    const model = `<script>alert("x")</script> & 'Co' <img onerror=x>`;
    const xml = productIllustration(lccModule(model, "18.0 × 16.0 × 2.2"));
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("<img");
    const svg = parseXml(xml);
    expect(activeContent(svg)).toEqual([]);
    expect(texts(svg)).toContain(model);
  });

  it("draws a module to its size: a larger package is drawn larger, in its proportions", () => {
    const small = bodySize(parseXml(productIllustration(lccModule("SMALL", "15.0 × 15.7 × 2.0"))));
    const large = bodySize(parseXml(productIllustration(lccModule("LARGE", "32.0 × 29.0 × 2.4"))));
    expect(large.width).toBeGreaterThan(small.width * 1.3);
    expect(small.width / small.height).toBeCloseTo(15.0 / 15.7, 2);
    expect(large.width / large.height).toBeCloseTo(32.0 / 29.0, 2);
  });

  it("draws each package its own way: half-holes for LCC, none for LGA, an M.2 card on its side", () => {
    const lcc = productIllustration(lccModule("M1", "18.0 × 16.0 × 2.2"));
    const lga = productIllustration({
      ...lccModule("M1", "18.0 × 16.0 × 2.2"),
      packageType: "LGA",
    });
    expect(lcc).not.toEqual(lga);
    const arcs = (xml: string) => (xml.match(/A[\d.]+ [\d.]+ 0 0 [01]/g) ?? []).length;
    expect(arcs(lcc)).toBeGreaterThan(20);
    expect(arcs(lga)).toBe(0);
    const card = parseXml(
      productIllustration({ ...lccModule("F1", "30.0 × 52.0 × 2.3"), packageType: "M.2" }),
    );
    const size = bodySize(card);
    expect(size.width / size.height).toBeCloseTo(52 / 30, 2);
  });
});
