import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition.ts";

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(attachmentDisposition("M5311 产品规格书 (V1.1).pdf")).toBe(
      `attachment; filename="M5311 _____ (V1.1).pdf"; filename*=UTF-8''M5311%20%E4%BA%A7%E5%93%81%E8%A7%84%E6%A0%BC%E4%B9%A6%20%28V1.1%29.pdf`,
    );
  });

  it("cannot be broken out of by quotes or backslashes", () => {
    expect(attachmentDisposition('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
