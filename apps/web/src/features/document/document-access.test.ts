import { describe, expect, it } from "vitest";
import { isPdf, lockReason } from "./document-access.ts";

describe("lockReason", () => {
  it("is none when the server lets the caller download", () => {
    expect(lockReason({ canDownload: true, accessLevel: "whitelist" }, true)).toBeNull();
  });

  it("asks a visitor to sign in, whatever the level", () => {
    expect(lockReason({ canDownload: false, accessLevel: "user" }, false)).toBe("signIn");
    expect(lockReason({ canDownload: false, accessLevel: "whitelist" }, false)).toBe("signIn");
  });

  it("tells a signed-in user off the whitelist that the list decides", () => {
    expect(lockReason({ canDownload: false, accessLevel: "whitelist" }, true)).toBe("whitelist");
  });

  it("asks to sign in again when a signed-in user's session no longer counts", () => {
    expect(lockReason({ canDownload: false, accessLevel: "user" }, true)).toBe("signIn");
  });
});

describe("isPdf", () => {
  it("knows a PDF by its type or its name", () => {
    expect(isPdf({ mimeType: "application/pdf", fileName: "x.bin" })).toBe(true);
    expect(isPdf({ mimeType: "application/octet-stream", fileName: "Manual.PDF" })).toBe(true);
    expect(isPdf({ mimeType: "application/zip", fileName: "firmware.zip" })).toBe(false);
  });
});
