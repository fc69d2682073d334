import { describe, expect, it } from "vitest";
import { isStaleRecordFailure } from "./stale-record.ts";

describe("isStaleRecordFailure", () => {
  it("recognises a 409 that answers the record's current version", () => {
    expect(isStaleRecordFailure({ status: 409, data: { currentVersion: 3 } })).toBe(true);
  });

  it("leaves other conflicts and failures to the form", () => {
    const fieldConflict = [{ field: "model", message: "The model is taken" }];
    expect(isStaleRecordFailure({ status: 409, data: fieldConflict })).toBe(false);
    expect(isStaleRecordFailure({ status: 409, data: null })).toBe(false);
    expect(isStaleRecordFailure({ status: 409, data: { currentVersion: "3" } })).toBe(false);
    expect(isStaleRecordFailure({ status: 400, data: { currentVersion: 3 } })).toBe(false);
  });
});
