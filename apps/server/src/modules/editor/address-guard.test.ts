import { describe, expect, it } from "vitest";
import { addressGuard, ForbiddenAddressError } from "./address-guard.ts";

const guard = addressGuard([]);

describe("the capture's address guard", () => {
  it("refuses every IPv6 form that stands for a loopback or private IPv4 address", () => {
    for (const address of [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::127.0.0.1",
      "::7f00:1",
      "::10.0.0.1",
      "2002:7f00:1::",
      "2002:a9fe:a9fe::1",
      "2002:c0a8:101:0:0:0:0:1",
      "2001:0:7f00:1::",
      "2001:0:4136:e378:8000:63bf:80ff:fffe",
      "2001::53aa:64c:3fff:fffe",
      "64:ff9b::127.0.0.1",
      "64:ff9b::a9fe:a9fe",
      "64:ff9b:1::8.8.8.8",
      "::",
      "::1",
      "fe80::1",
      "fd12:3456::1",
    ]) {
      expect(guard.allows(address), address).toBe(false);
    }
  });

  it("lets public addresses through, also when IPv6 carries a public IPv4 address", () => {
    for (const address of [
      "8.8.8.8",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "2002:808:808::1",
      "64:ff9b::8.8.8.8",
      "2001:0:808:808::f7f7:f7f7",
    ]) {
      expect(guard.allows(address), address).toBe(true);
    }
  });

  it("refuses a literal address before any connection is tried", async () => {
    await expect(guard.resolve("[::127.0.0.1]")).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(guard.resolve("[2002:7f00:1::]")).rejects.toBeInstanceOf(ForbiddenAddressError);
  });

  it("opens what the configuration opens, in each form that carries it", () => {
    const opened = addressGuard(["127.0.0.1/32"]);
    expect(opened.allows("127.0.0.1")).toBe(true);
    expect(opened.allows("::ffff:127.0.0.1")).toBe(true);
    expect(opened.allows("127.0.0.2")).toBe(false);
  });
});
