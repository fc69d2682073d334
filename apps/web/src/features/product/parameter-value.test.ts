import { describe, expect, it } from "vitest";
import { formatParameterValue, parameterLabel } from "./parameter-value.ts";

describe("formatParameterValue", () => {
  it("shows numbers with at most two decimals", () => {
    expect(formatParameterValue(3.3)).toBe("3.3");
    expect(formatParameterValue(1.185)).toBe("1.19");
    expect(formatParameterValue(-40)).toBe("-40");
  });

  it("joins lists and keeps texts", () => {
    expect(formatParameterValue(["B3", "B5", "B8"])).toBe("B3, B5, B8");
    expect(formatParameterValue(["UART", "SPI"], "、")).toBe("UART、SPI");
    expect(formatParameterValue("18.7 × 16.0 × 2.7")).toBe("18.7 × 16.0 × 2.7");
  });

  it("answers null for a missing value, an empty list or a blank text", () => {
    expect(formatParameterValue(null)).toBeNull();
    expect(formatParameterValue([])).toBeNull();
    expect(formatParameterValue("  ")).toBeNull();
  });
});

describe("parameterLabel", () => {
  it("puts the unit beside the name", () => {
    expect(parameterLabel("Weight", "g")).toBe("Weight (g)");
    expect(parameterLabel("Interfaces", null)).toBe("Interfaces");
  });
});
