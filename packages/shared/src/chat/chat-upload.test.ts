import { describe, expect, it } from "vitest";
import { chatFileContent, clientSendPayload, parseChatUpload } from "../schemas/chat.ts";

describe("file messages", () => {
  it("carry the name and size in the URL and read them back", () => {
    const content = chatFileContent("/uploads/chat/files/1a2b3c.pdf", "AT 手册 (v2)!.pdf", 2048);
    expect(content).toMatch(
      /^\/uploads\/chat\/files\/1a2b3c\.pdf\?name=[A-Za-z0-9%._~-]+&size=2048$/,
    );
    expect(parseChatUpload(content)).toEqual({
      url: "/uploads/chat/files/1a2b3c.pdf",
      fileName: "AT 手册 (v2)!.pdf",
      size: 2048,
    });
    const sent = clientSendPayload.safeParse({
      msg: { id: "message-0001", contentType: "file", content },
    });
    expect(sent.success).toBe(true);
  });

  it("cut a long name so the message stays within its limit", () => {
    const content = chatFileContent("/uploads/chat/files/a.txt", `${"名".repeat(300)}.txt`, 1);
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
    ]) {
      expect(parseChatUpload(content), content).toBeUndefined();
    }
    expect(parseChatUpload("/uploads/chat/images/a.png")).toEqual({
      url: "/uploads/chat/images/a.png",
    });
  });
});
