import { describe, expect, it } from "vitest";
import { productFieldErrors } from "./server-field-errors.ts";

/** What the http client's HttpError carries. */
const failure = (status: number, data: unknown) => ({ status, data });

const rows = [
  { key: "weight", value: 1 },
  { key: "frequencyBands", value: ["B1"] },
];

describe("productFieldErrors", () => {
  it("puts a parameter's error under its row and a list item's under the list, leaving top-level 400s out", () => {
    const error = failure(400, [
      { field: "parameters.frequencyBands.0", message: "too long" },
      { field: "images.2", message: "bad image" },
      { field: "images.3", message: "bad image" },
      { field: "nameZh", message: "required" },
    ]);
    expect(productFieldErrors(error, rows)).toEqual([
      { name: ["parameters", 1, "value"], errors: ["too long"] },
      { name: ["images"], errors: ["bad image"] },
    ]);
  });

  it("puts an error of a parameter not in the editor under the parameter list", () => {
    const error = failure(400, [{ field: "parameters.gnss", message: "x" }]);
    expect(productFieldErrors(error, rows)).toEqual([{ name: ["parameters"], errors: ["x"] }]);
  });

  it("puts the 409 of a taken model on the model field", () => {
    const error = failure(409, [{ field: "model", message: "taken" }]);
    expect(productFieldErrors(error, rows)).toEqual([{ name: ["model"], errors: ["taken"] }]);
  });

  it("ignores other failures and anything that is not a list of field errors", () => {
    expect(productFieldErrors(failure(500, [{ field: "a.b", message: "m" }]), rows)).toEqual([]);
    expect(productFieldErrors(failure(400, null), rows)).toEqual([]);
    expect(productFieldErrors(failure(400, [{ field: 1 }]), rows)).toEqual([]);
  });
});
