import { describe, expect, it } from "vitest";
import { loginPathFor, sanitizeRedirect } from "./redirect.ts";

describe("sanitizeRedirect", () => {
  it("keeps a relative path of this site with its query", () => {
    expect(sanitizeRedirect("/editperson")).toBe("/editperson");
    expect(sanitizeRedirect("/product/detail/3?tab=docs")).toBe("/product/detail/3?tab=docs");
  });

  it("refuses other hosts and schemes", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/home",
      "javascript:alert(1)",
      "evil.example",
      "",
      " ",
      "/home\\..\\x",
    ]) {
      expect(sanitizeRedirect(value)).toBe("/home");
    }
  });

  it("refuses control characters and values that are not strings", () => {
    expect(sanitizeRedirect("/home\n//evil")).toBe("/home");
    expect(sanitizeRedirect(undefined)).toBe("/home");
    expect(sanitizeRedirect(null)).toBe("/home");
    expect(sanitizeRedirect(["/home"])).toBe("/home");
  });

  it("does not lead back to a sign-in page", () => {
    expect(sanitizeRedirect("/login?redirect=/x")).toBe("/home");
    expect(sanitizeRedirect("/server/login")).toBe("/home");
  });

  it("uses the given fallback", () => {
    expect(sanitizeRedirect("//x", "/server/productServer")).toBe("/server/productServer");
  });
});

describe("loginPathFor", () => {
  it("sends a user to /login with the path to come back to", () => {
    expect(loginPathFor("/editperson?a=1")).toBe("/login?redirect=%2Feditperson%3Fa%3D1");
  });

  it("sends staff on a management page to the management login", () => {
    expect(loginPathFor("/server/banner")).toBe("/server/login?redirect=%2Fserver%2Fbanner");
  });

  it("does not nest a redirect to the login page itself", () => {
    expect(loginPathFor("/login?redirect=/x")).toBe("/login");
  });
});
