import { describe, expect, it } from "vitest";
import { uploadedFileOf } from "./editor-upload.ts";

describe("uploadedFileOf", () => {
  it("reads the editor's upload answer, bare or in the envelope", () => {
    const answer = {
      state: "SUCCESS",
      url: "/uploads/a.png",
      title: "a.png",
      original: "photo.png",
    };
    expect(uploadedFileOf(answer)).toEqual({
      url: "/uploads/a.png",
      title: "a.png",
      original: "photo.png",
    });
    expect(uploadedFileOf({ code: 200, data: answer, msg: "ok" })).toEqual({
      url: "/uploads/a.png",
      title: "a.png",
      original: "photo.png",
    });
  });

  it("throws the state text the server gives for a refused file", () => {
    expect(() => uploadedFileOf({ state: "File type not allowed" })).toThrow(
      "File type not allowed",
    );
    expect(() => uploadedFileOf({ code: 413, data: null, msg: "Too large" })).toThrow("Too large");
    expect(() => uploadedFileOf(null)).toThrow("upload failed");
  });
});
