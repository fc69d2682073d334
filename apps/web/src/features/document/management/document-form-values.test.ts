import type { DocumentItem } from "@portal/shared";
import { describe, expect, it } from "vitest";
import {
  addDocumentFormData,
  addVersionFormData,
  formValuesOf,
  modifyDocumentBodyOf,
} from "./document-form-values.ts";

const version = {
  id: 11,
  version: "V1.0",
  fileName: "a.pdf",
  size: 10,
  mimeType: "application/pdf",
  changeNote: null,
  downloadCount: 0,
  createdAt: "2026-11-22T10:00:00.000Z",
};

const document: DocumentItem = {
  id: 5,
  name: "M5311 datasheet",
  type: "datasheet",
  language: "en-US",
  accessLevel: "user",
  description: null,
  productId: null,
  productModel: null,
  parentId: 3,
  childCount: 0,
  downloadCount: 0,
  canDownload: true,
  latestVersion: version,
  versions: [version],
  version: 3,
  updatedAt: "2026-11-22T10:00:00.000Z",
  localization: {
    language: "en-US",
    originalLanguage: "en-US",
    source: "original",
    outOfDate: false,
  },
};

const file = new File(["%PDF-1.4"], "manual.pdf", { type: "application/pdf" });

describe("addDocumentFormData", () => {
  it("sends the fields before the file and leaves out the empty optional ones", () => {
    const form = addDocumentFormData(
      {
        productId: "general",
        name: "  Manual ",
        type: "datasheet",
        version: " V1.0 ",
        accessLevel: "public",
        language: "zh-CN",
        parentId: null,
        description: "   ",
      },
      file,
    );
    const names = [...form.keys()];
    expect(names).toEqual(["name", "type", "version", "accessLevel", "language", "file"]);
    expect(form.get("name")).toBe("Manual");
    expect(form.get("version")).toBe("V1.0");
    expect((form.get("file") as File).name).toBe("manual.pdf");
  });

  it("sends the product and the parent when chosen", () => {
    const form = addDocumentFormData(
      { productId: 2, name: "x", type: "firmware", version: "1", accessLevel: "user", parentId: 9 },
      file,
    );
    expect(form.get("productId")).toBe("2");
    expect(form.get("parentId")).toBe("9");
  });
});

describe("addVersionFormData", () => {
  it("sends id, version and change note, then the file", () => {
    const form = addVersionFormData(5, { version: "V1.1", changeNote: " Fixes " }, file);
    expect([...form.keys()]).toEqual(["id", "version", "changeNote", "file"]);
    expect(form.get("changeNote")).toBe("Fixes");
  });
});

describe("modifyDocumentBodyOf", () => {
  it("round-trips a general document and clears an emptied description and parent", () => {
    const values = formValuesOf(document);
    expect(values.productId).toBe("general");
    expect(modifyDocumentBodyOf(document, 3, { ...values, parentId: undefined })).toEqual({
      id: 5,
      version: 3,
      productId: null,
      name: "M5311 datasheet",
      type: "datasheet",
      accessLevel: "user",
      language: "en-US",
      parentId: null,
      description: null,
    });
  });

  it("moves the document to a product, sending the version the form was read at", () => {
    const body = modifyDocumentBodyOf(document, 4, { ...formValuesOf(document), productId: 2 });
    expect(body.productId).toBe(2);
    expect(body.parentId).toBe(3);
    expect(body.version).toBe(4);
  });
});
