import { editorLimits } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { pickerGridSize, tableGrowthRefusal, tableSizeAllowed } from "./table-limits.ts";

describe("table limits", () => {
  it("allows tables up to 20 columns and 100 rows, and no bigger", () => {
    expect(editorLimits.table).toMatchObject({
      maxColumns: 20,
      maxRows: 100,
      defaultColumns: 5,
      defaultRows: 5,
    });
    expect(tableSizeAllowed(100, 20)).toBe(true);
    expect(tableSizeAllowed(101, 20)).toBe(false);
    expect(tableSizeAllowed(100, 21)).toBe(false);
    expect(tableSizeAllowed(0, 5)).toBe(false);
  });

  it("refuses one more row at 100 rows and one more column at 20 columns", () => {
    expect(tableGrowthRefusal(99, 20, "row")).toBeNull();
    expect(tableGrowthRefusal(100, 3, "row")).toBe("maxRows");
    expect(tableGrowthRefusal(100, 19, "column")).toBeNull();
    expect(tableGrowthRefusal(3, 20, "column")).toBe("maxColumns");
  });

  it("shows a 10 x 10 picker that grows past the pointer up to 20 x 20", () => {
    expect(pickerGridSize(0, 0)).toEqual({ rows: 10, columns: 10 });
    expect(pickerGridSize(9, 3)).toEqual({ rows: 10, columns: 10 });
    expect(pickerGridSize(10, 12)).toEqual({ rows: 11, columns: 13 });
    expect(pickerGridSize(20, 20)).toEqual({ rows: 20, columns: 20 });
  });
});
