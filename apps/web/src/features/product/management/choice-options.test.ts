import { describe, expect, it } from "vitest";
import { choiceOptions } from "./choice-options.ts";

const labels = {
  productType: (value: string) => `type ${value}`,
  networkSystem: (value: string) => value,
  packageType: (value: string) => (value === "Board" ? "板卡" : value),
  status: (value: string) => `status ${value}`,
};

describe("choiceOptions", () => {
  it("offers the page's categories and every network, package and status, in the shared order", () => {
    const choices = choiceOptions(["terminal", "devBoard"], labels);
    expect(choices.productType).toEqual([
      { value: "terminal", label: "type terminal" },
      { value: "devBoard", label: "type devBoard" },
    ]);
    expect(choices.networkSystem.map((option) => option.value)).toEqual([
      "GSM/GPRS",
      "NB-IoT",
      "LTE Cat.1",
      "LTE Cat.4",
      "5G NR",
    ]);
    expect(choices.packageType.at(-1)).toEqual({ value: "Board", label: "板卡" });
    expect(choices.status).toEqual([
      { value: "draft", label: "status draft" },
      { value: "published", label: "status published" },
    ]);
  });
});
