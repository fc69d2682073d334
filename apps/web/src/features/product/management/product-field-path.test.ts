import { describe, expect, it } from "vitest";
import { serverFieldErrors } from "../../../lib/field-errors.ts";
import { productFieldPath } from "./product-field-path.ts";

/** What the http client's HttpError carries. */
const failure = (status: number, data: unknown) => ({ status, data });

const rows = [
  { key: "weight", value: 1 },
  { key: "frequencyBands", value: ["B1"] },
];

describe("productFieldPath", () => {
  it("puts a parameter's error under its row, a list item's under the list, others under themselves", () => {
    const error = failure(400, [
      { field: "parameters.frequencyBands.0", message: "too long" },
      { field: "images.2", message: "bad image" },
      { field: "images.3", message: "bad image" },
      { field: "nameZh", message: "required" },
    ]);
    expect(serverFieldErrors(error, productFieldPath(rows))).toEqual([
      { name: ["parameters", 1, "value"], errors: ["too long"] },
      { name: ["images"], errors: ["bad image"] },
      { name: ["nameZh"], errors: ["required"] },
    ]);
  });

  it("puts an error of a parameter not in the editor under the parameter list", () => {
    const error = failure(400, [{ field: "parameters.gnss", message: "x" }]);
    expect(serverFieldErrors(error, productFieldPath(rows))).toEqual([
      { name: ["parameters"], errors: ["x"] },
    ]);
  });

  it("puts the 409 of a taken model on the model field", () => {
    const error = failure(409, [{ field: "model", message: "taken" }]);
    expect(serverFieldErrors(error, productFieldPath(rows))).toEqual([
      { name: ["model"], errors: ["taken"] },
    ]);
  });
});
