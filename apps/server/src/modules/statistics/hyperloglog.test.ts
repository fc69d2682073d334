import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HyperLogLog } from "./hyperloglog.ts";

const hashOf = (value: string) => createHash("sha256").update(value).digest("hex");

/** Three standard errors of a sketch of `precision`: 99.7% of estimates fall within it. */
const tolerance = (precision: number) => (3 * 1.04) / Math.sqrt(2 ** precision);

describe("HyperLogLog", () => {
  it.each([100, 5_000, 200_000])("counts %i different values within its error", (count) => {
    const sketch = new HyperLogLog(14);
    for (let value = 0; value < count; value += 1) {
      sketch.addHash(hashOf(`visitor ${value}`));
      sketch.addHash(hashOf(`visitor ${value}`));
    }
    expect(Math.abs(sketch.estimate() - count) / count).toBeLessThan(tolerance(14));
  });

  it("merges overlapping sketches into the count of the union, not the sum", () => {
    const days = [0, 1, 2].map(() => new HyperLogLog(12));
    days.forEach((sketch, day) => {
      for (let value = day * 10_000; value < day * 10_000 + 30_000; value += 1) {
        sketch.addHash(hashOf(`visitor ${value}`));
      }
    });
    const range = new HyperLogLog(12);
    for (const sketch of days) range.merge(HyperLogLog.fromBytes(sketch.toBytes()));
    expect(Math.abs(range.estimate() - 50_000) / 50_000).toBeLessThan(tolerance(12));
  });

  it("refuses to merge sketches of different precisions", () => {
    expect(() => new HyperLogLog(12).merge(new HyperLogLog(10))).toThrow(RangeError);
  });
});
