import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./content-disposition.ts";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name of RFC 5987 over the plain one", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="M5311_.pdf"; filename*=UTF-8''M5311%E7%A1%AC%E4%BB%B6%E8%AE%BE%E8%AE%A1.pdf`,
      ),
    ).toBe("M5311硬件设计.pdf");
  });

  it("reads a plain quoted or bare name", () => {
    expect(fileNameFromDisposition('attachment; filename="compare.xlsx"')).toBe("compare.xlsx");
    expect(fileNameFromDisposition("attachment; filename=package.zip")).toBe("package.zip");
  });

  it("answers null without a usable name", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("inline")).toBeNull();
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
  });
});
