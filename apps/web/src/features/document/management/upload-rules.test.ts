import { describe, expect, it } from "vitest";
import { acceptAttribute, extensionOf, fileProblem } from "./upload-rules.ts";

const limits = { maxBytes: 1000, extensions: ["pdf", "zip"] };

describe("extensionOf", () => {
  it("takes the last extension in lower case", () => {
    expect(extensionOf("Manual.V1.2.PDF")).toBe("pdf");
    expect(extensionOf("README")).toBe("");
    expect(extensionOf(".hidden")).toBe("");
    expect(extensionOf("trailing.")).toBe("");
  });
});

describe("fileProblem", () => {
  it("accepts an allowed file within the size", () => {
    expect(fileProblem({ name: "a.pdf", size: 1000 }, limits)).toBeNull();
  });

  it("refuses an empty file, a wrong extension and a file over the size", () => {
    expect(fileProblem({ name: "a.pdf", size: 0 }, limits)).toBe("empty");
    expect(fileProblem({ name: "a.exe", size: 10 }, limits)).toBe("extension");
    expect(fileProblem({ name: "a.zip", size: 1001 }, limits)).toBe("size");
  });
});

describe("acceptAttribute", () => {
  it("lists the extensions for the file picker", () => {
    expect(acceptAttribute(limits)).toBe(".pdf,.zip");
  });
});
