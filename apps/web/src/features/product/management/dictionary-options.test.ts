import { describe, expect, it } from "vitest";
import { dictionaryChoices, namedOptions, nameOf } from "./dictionary-options.ts";

const names = [
  { value: "devBoard", name: "开发板" },
  { value: "terminal", name: "终端" },
];

describe("namedOptions", () => {
  it("labels each value with the dictionary's name, in the order of the values", () => {
    expect(namedOptions(["terminal", "devBoard"], names)).toEqual([
      { value: "terminal", label: "终端" },
      { value: "devBoard", label: "开发板" },
    ]);
  });

  it("shows a value as itself until the dictionary names it", () => {
    expect(namedOptions(["5G"], undefined)).toEqual([{ value: "5G", label: "5G" }]);
    expect(nameOf(names, "4G")).toBe("4G");
  });
});

describe("dictionaryChoices", () => {
  it("offers the page's categories and every network, package and status", () => {
    const choices = dictionaryChoices(["devBoard", "terminal"], {
      productTypes: names,
      networkSystems: [],
      packageTypes: [{ value: "Board", name: "板卡" }],
      statuses: [{ value: "draft", name: "草稿" }],
      parameters: [],
    });
    expect(choices.productType.map((option) => option.label)).toEqual(["开发板", "终端"]);
    expect(choices.networkSystem.map((option) => option.value)).toEqual([
      "GSM/GPRS",
      "NB-IoT",
      "LTE Cat.1",
      "LTE Cat.4",
      "5G NR",
    ]);
    expect(choices.packageType.at(-1)).toEqual({ value: "Board", label: "板卡" });
    expect(choices.status).toEqual([
      { value: "draft", label: "草稿" },
      { value: "published", label: "published" },
    ]);
  });
});
