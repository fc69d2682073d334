import { describe, expect, it } from "vitest";
import { medalFormValuesOf, medalInputOf } from "./medal-form.ts";

describe("the medal form", () => {
  it("starts a new medal with one condition: a published post", () => {
    expect(medalFormValuesOf(null)).toMatchObject({
      language: "zh-CN",
      conditions: [{ counter: "postsPublished", threshold: 1 }],
    });
  });

  it("sends trimmed words, leaves out an empty description and unfinished conditions", () => {
    const input = medalInputOf({
      language: "en-US",
      name: "  First post ",
      description: "  ",
      icon: "/uploads/medals/a.png",
      sort: null,
      conditions: [
        { counter: "postsPublished", threshold: 1 },
        { counter: undefined, threshold: 3 },
        { counter: "likesReceived", threshold: null },
      ],
    });
    expect(input).toEqual({
      language: "en-US",
      name: "First post",
      icon: "/uploads/medals/a.png",
      sort: 0,
      conditions: [{ counter: "postsPublished", threshold: 1 }],
    });
  });
});
