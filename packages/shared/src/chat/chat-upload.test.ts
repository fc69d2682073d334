import { describe, expect, it } from "vitest";
import { chatFileContent, clientSendPayload, parseChatUpload } from "../schemas/chat.ts";

describe("file messages", () => {
  it("carry the name and size in the URL and read them back", () => {
    const url = "/api/im/file?key=42/files/1764221850000a1b2c3.pdf";
    const content = chatFileContent(url, "AT 手册 (v2)!.pdf", 2048);
    expect(content).toMatch(
      /^\/api\/im\/file\?key=42\/files\/1764221850000a1b2c3\.pdf&name=[A-Za-z0-9%._~-]+&size=2048$/,
    );
    expect(parseChatUpload(content)).toEqual({
      url,
      fileName: "AT 手册 (v2)!.pdf",
      size: 2048,
    });
    const sent = clientSendPayload.safeParse({
      msg: { id: "message-0001", contentType: "file", content },
    });
    expect(sent.success).toBe(true);
  });

  it("cut a long name so the message stays within its limit", () => {
    const content = chatFileContent(
      "/api/im/file?key=7/files/1764221850000000000.txt",
      `${"名".repeat(300)}.txt`,
      1,
    );
    expect(parseChatUpload(content)?.fileName).toHaveLength(100);
    expect(
      clientSendPayload.safeParse({ msg: { id: "message-0002", contentType: "file", content } })
        .success,
    ).toBe(true);
  });

  it("are not read from anything but the portal's own uploads", () => {
    for (const content of [
      "https://example.com/a.pdf",
      "/uploads/../secret",
      "/uploads/a.pdf?name=<script>&size=1",
      "/uploads/a.pdf?size=1",
      "javascript:alert(1)",
      "/api/im/file?key=0/images/1764221850000a1b2c3.png",
      "/api/im/file?key=1/other/1764221850000a1b2c3.png",
      "/api/im/file?key=1/images/../../x.png",
      "/api/im/file?key=1/images/1764221850000a1b2c3.png/x",
      "/api/im/file?key=1/images/1764221850000a1b2c3.png&other=1",
      "/api/im/file/1/images/1764221850000a1b2c3.png",
    ]) {
      expect(parseChatUpload(content), content).toBeUndefined();
    }
    expect(parseChatUpload("/api/im/file?key=3/images/1764221850000a1b2c3.png")).toEqual({
      url: "/api/im/file?key=3/images/1764221850000a1b2c3.png",
    });
  });

  it("still read the public addresses of messages stored before chat files were protected", () => {
    expect(parseChatUpload("/uploads/chat/images/1764221850000a1b2c3.png")).toEqual({
      url: "/uploads/chat/images/1764221850000a1b2c3.png",
    });
    expect(parseChatUpload("/uploads/chat/files/1a2b3c.pdf?name=a.pdf&size=3")).toEqual({
      url: "/uploads/chat/files/1a2b3c.pdf",
      fileName: "a.pdf",
      size: 3,
    });
  });

  it("are sent only as the addresses the chat's upload answers", () => {
    const send = (contentType: "image" | "file" | "sound", content: string) =>
      clientSendPayload.safeParse({ msg: { id: "message-0003", contentType, content } }).success;
    expect(send("image", "/api/im/file?key=3/images/1764221850000a1b2c3.png")).toBe(true);
    expect(send("sound", "/api/im/file?key=3/sounds/1764221850000a1b2c3.mp3")).toBe(true);
    // A public file of the site, or an old chat file's public address, is not a new upload.
    expect(send("image", "/uploads/products/1764221850000a1b2c3.png")).toBe(false);
    expect(send("file", "/uploads/chat/files/1a2b3c.pdf?name=a.pdf&size=3")).toBe(false);
  });
});
