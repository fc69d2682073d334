import { describe, expect, it } from "vitest";
import { areaDictionary } from "./areas.ts";
import { geoDictionary } from "./geo.ts";

const allCities = geoDictionary.flatMap((province) => province.cities);

function province(code: string) {
  const found = geoDictionary.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no province ${code}`);
  return found;
}

describe("geoDictionary", () => {
  it("lists the 34 province-level divisions and overseas", () => {
    expect(geoDictionary).toHaveLength(35);
    expect(geoDictionary[0]).toMatchObject({ code: "110000", provinceName: "北京市" });
    expect(geoDictionary.at(-1)).toEqual({
      code: "990000",
      provinceName: "海外",
      cities: [{ code: "990100", cityName: "海外" }],
    });
  });

  it("orders the divisions by national code, Taiwan, Hong Kong and Macao after Xinjiang", () => {
    const codes = geoDictionary.map((entry) => entry.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes.slice(-5)).toEqual(["650000", "710000", "810000", "820000", "990000"]);
  });

  it("names the divisions as the area list does, in the same order", () => {
    expect(geoDictionary.slice(0, 34).map((entry) => entry.provinceName)).toEqual(
      areaDictionary.map((area) => area.name),
    );
  });

  it("gives every province and city a unique 6-digit code", () => {
    const codes = [
      ...geoDictionary.map((entry) => entry.code),
      ...allCities.map((city) => city.code),
    ];
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("gives every province at least one city, under its own 2-digit prefix", () => {
    for (const entry of geoDictionary) {
      expect(entry.cities.length).toBeGreaterThan(0);
      for (const city of entry.cities) expect(city.code.slice(0, 2)).toBe(entry.code.slice(0, 2));
    }
  });

  it("knows Shenzhen and Guangzhou under Guangdong", () => {
    expect(province("440000").provinceName).toBe("广东省");
    expect(province("440000").cities).toContainEqual({ code: "440300", cityName: "深圳市" });
    expect(province("440000").cities).toContainEqual({ code: "440100", cityName: "广州市" });
  });

  it("lists each municipality as its own single city", () => {
    expect(province("110000").cities).toEqual([{ code: "110100", cityName: "北京市" }]);
    expect(province("120000").cities).toEqual([{ code: "120100", cityName: "天津市" }]);
    expect(province("310000").cities).toEqual([{ code: "310100", cityName: "上海市" }]);
    expect(province("500000").cities).toEqual([{ code: "500100", cityName: "重庆市" }]);
  });

  it("lists county-level cities run by a province instead of a placeholder entry", () => {
    expect(allCities.some((city) => city.cityName.includes("直辖"))).toBe(false);
    expect(province("420000").cities).toContainEqual({ code: "429004", cityName: "仙桃市" });
    expect(province("650000").cities).toContainEqual({ code: "659001", cityName: "石河子市" });
  });

  it("numbers the cities of Hong Kong, Macao and Taiwan in listed order", () => {
    expect(province("810000")).toEqual({
      code: "810000",
      provinceName: "香港特别行政区",
      cities: [
        { code: "810100", cityName: "香港岛" },
        { code: "810200", cityName: "九龙" },
        { code: "810300", cityName: "新界" },
      ],
    });
    expect(province("820000").cities.map((city) => city.code)).toEqual(["820100", "820200"]);
    expect(province("710000").cities[0]).toEqual({ code: "710100", cityName: "台北市" });
    expect(province("710000").cities).toHaveLength(20);
  });
});
