import type { ProductParameterEntry } from "@portal/shared";
import { describe, expect, it } from "vitest";
import {
  emptyParameterRow,
  normalizedParameterValue,
  parameterRowsOf,
  parametersOf,
  parameterValueProblem,
  unusedParameters,
} from "./parameter-rows.ts";

const dictionary: ProductParameterEntry[] = [
  { key: "dimensions", name: "Dimensions", unit: "mm", kind: "text" },
  { key: "weight", name: "Weight", unit: "g", kind: "number" },
  { key: "frequencyBands", name: "Frequency bands", unit: null, kind: "list" },
  { key: "sleepCurrent", name: "Sleep current", unit: "µA", kind: "number" },
];

describe("parameterRowsOf", () => {
  it("lists the product's parameters in the dictionary's order", () => {
    expect(
      parameterRowsOf(
        { frequencyBands: ["B1", "B3"], weight: 2.3, dimensions: "17.7 × 15.8" },
        dictionary,
      ),
    ).toEqual([
      { key: "dimensions", value: "17.7 × 15.8" },
      { key: "weight", value: 2.3 },
      { key: "frequencyBands", value: ["B1", "B3"] },
    ]);
  });
});

describe("parametersOf", () => {
  it("turns rows into typed values: numbers, trimmed texts, trimmed distinct list items", () => {
    expect(
      parametersOf(
        [
          { key: "dimensions", value: "  17.7 × 15.8 × 2.3 " },
          { key: "weight", value: "3.5" },
          { key: "frequencyBands", value: [" B1", "B3", "B1", " "] },
          { key: "sleepCurrent", value: 0 },
        ],
        dictionary,
      ),
    ).toEqual({
      dimensions: "17.7 × 15.8 × 2.3",
      weight: 3.5,
      frequencyBands: ["B1", "B3"],
      sleepCurrent: 0,
    });
  });

  it("leaves out rows without a value", () => {
    expect(
      parametersOf(
        [
          { key: "weight", value: null },
          { key: "dimensions", value: "  " },
          { key: "frequencyBands", value: [] },
        ],
        dictionary,
      ),
    ).toEqual({});
  });

  it("round-trips what parameterRowsOf made", () => {
    const parameters = { weight: 2.3, frequencyBands: ["B5", "B8"], dimensions: "18 × 16" };
    expect(parametersOf(parameterRowsOf(parameters, dictionary), dictionary)).toEqual(parameters);
  });
});

describe("normalizedParameterValue", () => {
  it("refuses a number that is not one", () => {
    expect(normalizedParameterValue("12 mA", "number")).toBeNull();
    expect(normalizedParameterValue(Number.NaN, "number")).toBeNull();
  });
});

describe("parameterValueProblem", () => {
  it("asks for a value of an added parameter", () => {
    expect(parameterValueProblem(null, "number")).toBe("required");
    expect(parameterValueProblem(" ", "text")).toBe("required");
    expect(parameterValueProblem([], "list")).toBe("required");
  });

  it("refuses text in a number parameter", () => {
    expect(parameterValueProblem("twelve", "number")).toBe("notNumber");
  });

  it("refuses a text over 200 characters and a list over 50 items", () => {
    expect(parameterValueProblem("x".repeat(201), "text")).toBe("tooLong");
    expect(parameterValueProblem(["x".repeat(201)], "list")).toBe("tooLong");
    expect(
      parameterValueProblem(
        Array.from({ length: 51 }, (_, index) => `B${index}`),
        "list",
      ),
    ).toBe("tooMany");
  });

  it("accepts a valid value of each kind", () => {
    expect(parameterValueProblem(-40, "number")).toBeNull();
    expect(parameterValueProblem("3.3–4.3", "text")).toBeNull();
    expect(parameterValueProblem(["UART", "USB"], "list")).toBeNull();
  });
});

describe("unusedParameters and emptyParameterRow", () => {
  it("offers the parameters not in the editor yet, in the dictionary's order", () => {
    expect(
      unusedParameters([{ key: "weight", value: 1 }], dictionary).map((entry) => entry.key),
    ).toEqual(["dimensions", "frequencyBands", "sleepCurrent"]);
  });

  it("starts a list parameter with an empty list and the others empty", () => {
    expect(emptyParameterRow(dictionary[2] as ProductParameterEntry)).toEqual({
      key: "frequencyBands",
      value: [],
    });
    expect(emptyParameterRow(dictionary[1] as ProductParameterEntry)).toEqual({
      key: "weight",
      value: null,
    });
  });
});
