import type { ProductParameterEntry, ProductRecord } from "@portal/shared";
import { describe, expect, it } from "vitest";
import {
  newProductFormValues,
  type ProductFormValues,
  productFormValuesOf,
  productInputOf,
} from "./product-form-values.ts";

const dictionary: ProductParameterEntry[] = [
  { key: "weight", name: "重量", unit: "g", kind: "number" },
  { key: "frequencyBands", name: "频段", unit: null, kind: "list" },
];

const record: ProductRecord = {
  id: 7,
  model: "ML302",
  nameZh: "LTE Cat.1 模组",
  nameEn: "LTE Cat.1 module",
  nameTw: null,
  summaryZh: "低功耗",
  summaryEn: null,
  summaryTw: null,
  descriptionZh: "<ul><li><strong>小尺寸</strong></li></ul>",
  descriptionEn: "<p>Small<br>and light</p>",
  descriptionTw: null,
  productType: "4G",
  networkSystem: "LTE Cat.1",
  packageType: "LCC",
  parameters: { frequencyBands: ["B1", "B3"], weight: 2.3 },
  images: ["/uploads/products/a.png", "/uploads/products/b.png"],
  buyUrl: "https://shop.example.com/ml302",
  status: "published",
  sort: 3,
  parentId: 2,
  relatedIds: [4, 5],
  viewCount: 10,
  createdAt: "2025-01-01T00:00:00.000Z",
  version: 4,
  updatedAt: "2025-01-02T00:00:00.000Z",
};

describe("productFormValuesOf", () => {
  it("shows a stored product: empty texts as empty fields, descriptions as their HTML, parameters as rows", () => {
    const values = productFormValuesOf(record, dictionary);
    expect(values).toMatchObject({
      nameTw: "",
      summaryEn: "",
      descriptionZh: "<ul><li><strong>小尺寸</strong></li></ul>",
      descriptionEn: "<p>Small<br>and light</p>",
      descriptionTw: "",
      buyUrl: "https://shop.example.com/ml302",
      parameters: [
        { key: "weight", value: 2.3 },
        { key: "frequencyBands", value: ["B1", "B3"] },
      ],
      parentId: 2,
      relatedIds: [4, 5],
    });
  });
});

describe("productInputOf", () => {
  it("gives back the stored product when nothing was changed (formatting included)", () => {
    const values = productFormValuesOf(record, dictionary);
    const input = productInputOf(values, { scope: "child", dictionary, original: record });
    const {
      id: _id,
      viewCount: _views,
      createdAt: _created,
      updatedAt: _updated,
      version: _version,
      ...stored
    } = record;
    expect(input).toEqual(stored);
  });

  it("trims texts, sends emptied optional fields as null and edited descriptions as their HTML", () => {
    const values: ProductFormValues = {
      ...productFormValuesOf(record, dictionary),
      model: "  ML302-A ",
      nameTw: "  ",
      summaryZh: " ",
      descriptionZh: "<p>第一段</p><p>第二段</p>",
      descriptionEn: "",
      buyUrl: " ",
    };
    expect(productInputOf(values, { scope: "child", dictionary, original: record })).toMatchObject({
      model: "ML302-A",
      nameTw: null,
      summaryZh: null,
      descriptionZh: "<p>第一段</p><p>第二段</p>",
      descriptionEn: null,
      buyUrl: null,
    });
  });

  it("saves a module without a parent and a board with the parent it had", () => {
    const values = { ...productFormValuesOf(record, dictionary), parentId: 9 };
    expect(
      productInputOf(values, { scope: "module", dictionary, original: record }).parentId,
    ).toBeNull();
    expect(
      productInputOf(values, { scope: "boardAndTerminal", dictionary, original: record }).parentId,
    ).toBe(2);
    expect(productInputOf(values, { scope: "child", dictionary, original: record }).parentId).toBe(
      9,
    );
  });

  it("builds a new product from the page's defaults", () => {
    const values: ProductFormValues = {
      ...newProductFormValues("boardAndTerminal"),
      model: "EVB-1",
      nameZh: "评估板",
      nameEn: "Evaluation board",
      productType: "devBoard",
      networkSystem: "NB-IoT",
      parameters: [
        { key: "weight", value: 20 },
        { key: "frequencyBands", value: [] },
      ],
    };
    expect(
      productInputOf(values, { scope: "boardAndTerminal", dictionary, original: null }),
    ).toEqual({
      model: "EVB-1",
      nameZh: "评估板",
      nameEn: "Evaluation board",
      nameTw: null,
      summaryZh: null,
      summaryEn: null,
      summaryTw: null,
      descriptionZh: null,
      descriptionEn: null,
      descriptionTw: null,
      productType: "devBoard",
      networkSystem: "NB-IoT",
      packageType: "Board",
      parameters: { weight: 20 },
      images: [],
      buyUrl: null,
      status: "draft",
      sort: 0,
      parentId: null,
      relatedIds: [],
    });
  });
});

describe("newProductFormValues", () => {
  it("leaves the category open on pages with several, and starts as a draft", () => {
    expect(newProductFormValues("module")).toMatchObject({ productType: null, status: "draft" });
    expect(newProductFormValues("boardAndTerminal").packageType).toBe("Board");
  });
});
