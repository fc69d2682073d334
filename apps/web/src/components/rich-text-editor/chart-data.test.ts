import { describe, expect, it } from "vitest";
import { chartDataFromTable } from "./chart-data.ts";

describe("chartDataFromTable", () => {
  it("reads categories from the header row and a series from each row after it", () => {
    const result = chartDataFromTable([
      ["", "Q1", "Q2", "Q3"],
      ["NB-IoT", "1,200", "1500", "80%"],
      ["LTE Cat.1", "-3.5", "0", "1e3"],
    ]);
    expect(result).toEqual({
      ok: true,
      data: {
        categories: ["Q1", "Q2", "Q3"],
        series: [
          { name: "NB-IoT", values: [1200, 1500, 80] },
          { name: "LTE Cat.1", values: [-3.5, 0, 1000] },
        ],
      },
    });
  });

  it("names the cell that is not a number", () => {
    expect(
      chartDataFromTable([
        ["", "Q1", "Q2"],
        ["A", "1", "2"],
        ["B", "3", "many"],
      ]),
    ).toEqual({ ok: false, reason: "notNumber", row: 3, column: 3 });
  });

  it("needs a header in the first row and in the first column", () => {
    expect(
      chartDataFromTable([
        ["", "Q1", ""],
        ["A", "1", "2"],
      ]),
    ).toMatchObject({
      ok: false,
      reason: "emptyHeader",
      row: 1,
      column: 3,
    });
    expect(
      chartDataFromTable([
        ["", "Q1"],
        [" ", "1"],
      ]),
    ).toMatchObject({
      ok: false,
      reason: "emptyHeader",
      row: 2,
      column: 1,
    });
  });

  it("needs a header row, a header column and one data cell at least", () => {
    expect(chartDataFromTable([])).toEqual({ ok: false, reason: "tooSmall" });
    expect(chartDataFromTable([["", "Q1"]])).toEqual({ ok: false, reason: "tooSmall" });
    expect(chartDataFromTable([["A"], ["B"]])).toEqual({ ok: false, reason: "tooSmall" });
  });
});
