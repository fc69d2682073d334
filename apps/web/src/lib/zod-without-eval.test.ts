import { describe, expect, it } from "vitest";

describe("zod-without-eval", () => {
  it("turns zod's compiled parsers off without importing zod", async () => {
    await import("./zod-without-eval.ts");
    const { config } = await import("zod");
    expect(config().jitless).toBe(true);
  });
});
