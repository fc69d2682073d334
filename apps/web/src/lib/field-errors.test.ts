import { describe, expect, it } from "vitest";
import { hasFieldProblems, serverFieldErrors } from "./field-errors.ts";

const failure = (status: number, data: unknown) => ({ status, data });
const topLevel = (field: string) => (["phone", "version"].includes(field) ? [field] : undefined);

describe("serverFieldErrors", () => {
  it("groups the problems of a 400 by field, leaving out fields the form does not have", () => {
    const error = failure(400, [
      { field: "phone", message: "required" },
      { field: "phone", message: "too short" },
      { field: "phone", message: "required" },
      { field: "somethingElse", message: "ignored" },
    ]);
    expect(serverFieldErrors(error, topLevel)).toEqual([
      { name: ["phone"], errors: ["required", "too short"] },
    ]);
  });

  it("shows the field of a 409 (a version that is not new)", () => {
    const error = failure(409, [{ field: "version", message: "not new" }]);
    expect(serverFieldErrors(error, topLevel)).toEqual([
      { name: ["version"], errors: ["not new"] },
    ]);
  });

  it("ignores other failures and anything that is not a list of field problems", () => {
    expect(serverFieldErrors(failure(500, [{ field: "phone", message: "m" }]), topLevel)).toEqual(
      [],
    );
    expect(serverFieldErrors(failure(400, null), topLevel)).toEqual([]);
    expect(serverFieldErrors(failure(400, [{ field: 1 }]), topLevel)).toEqual([]);
  });
});

describe("hasFieldProblems", () => {
  it("is true only for a 400 or 409 naming at least one field", () => {
    expect(hasFieldProblems(failure(400, [{ field: "code", message: "expired" }]))).toBe(true);
    expect(hasFieldProblems(failure(409, [{ field: "model", message: "taken" }]))).toBe(true);
    expect(hasFieldProblems(failure(400, []))).toBe(false);
    expect(hasFieldProblems(failure(400, { field: "code" }))).toBe(false);
    expect(hasFieldProblems(failure(401, [{ field: "password", message: "wrong" }]))).toBe(false);
  });
});
