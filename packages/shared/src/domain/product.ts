/*
 * A product's enumerations, parameter dictionary and limits: plain values that the web's pages use
 * without the schemas, which would bring zod with them. `schemas/product.ts` builds its schemas on
 * these.
 */

/**
 * Product categories (`productType`), as the filter and the dictionary name them. The first four
 * are modules; development boards and terminals are listed in their own categories.
 */
export const productTypes = ["2G", "4G", "NB-IoT", "5G", "devBoard", "terminal"] as const;
export type ProductType = (typeof productTypes)[number];
export const moduleProductTypes = ["2G", "4G", "NB-IoT", "5G"] as const;
export const boardAndTerminalProductTypes = ["devBoard", "terminal"] as const;

/** Network systems (`networkSystem`) a product works on. */
export const networkSystems = ["GSM/GPRS", "NB-IoT", "LTE Cat.1", "LTE Cat.4", "5G NR"] as const;
export type NetworkSystem = (typeof networkSystems)[number];

/** Package types (`packageType`); "Board" is a development board or terminal, not a solder package. */
export const packageTypes = ["LCC", "LGA", "LCC+LGA", "M.2", "Board"] as const;
export type PackageType = (typeof packageTypes)[number];

export const productStatuses = ["draft", "published"] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** How a parameter's value is typed: a number with a unit, a text, or a list of texts. */
export const productParameterKinds = ["number", "text", "list"] as const;
export type ProductParameterKind = (typeof productParameterKinds)[number];

/**
 * The parameter dictionary: every parameter a product may carry, in the order the comparison
 * and the detail page show them. Names are Simplified Chinese and English; zh-TW is converted.
 */
export const productParameterDictionary = [
  { key: "dimensions", kind: "text", unit: "mm", nameZh: "尺寸", nameEn: "Dimensions" },
  { key: "weight", kind: "number", unit: "g", nameZh: "重量", nameEn: "Weight" },
  { key: "frequencyBands", kind: "list", unit: null, nameZh: "频段", nameEn: "Frequency bands" },
  { key: "dataRate", kind: "text", unit: null, nameZh: "数据速率", nameEn: "Data rate" },
  { key: "supplyVoltage", kind: "text", unit: "V", nameZh: "供电电压", nameEn: "Supply voltage" },
  {
    key: "temperatureMin",
    kind: "number",
    unit: "°C",
    nameZh: "最低工作温度",
    nameEn: "Min. operating temperature",
  },
  {
    key: "temperatureMax",
    kind: "number",
    unit: "°C",
    nameZh: "最高工作温度",
    nameEn: "Max. operating temperature",
  },
  { key: "sleepCurrent", kind: "number", unit: "µA", nameZh: "睡眠电流", nameEn: "Sleep current" },
  { key: "idleCurrent", kind: "number", unit: "mA", nameZh: "空闲电流", nameEn: "Idle current" },
  {
    key: "maxTransmitPower",
    kind: "number",
    unit: "dBm",
    nameZh: "最大发射功率",
    nameEn: "Max. transmit power",
  },
  { key: "interfaces", kind: "list", unit: null, nameZh: "接口", nameEn: "Interfaces" },
  { key: "gnss", kind: "text", unit: null, nameZh: "定位", nameEn: "GNSS" },
  { key: "certifications", kind: "list", unit: null, nameZh: "认证", nameEn: "Certifications" },
] as const satisfies readonly {
  key: string;
  kind: ProductParameterKind;
  unit: string | null;
  nameZh: string;
  nameEn: string;
}[];

export const productLimits = {
  modelMaxLength: 50,
  nameMaxLength: 100,
  summaryMaxLength: 500,
  /** The spec's rich-text word limit. */
  descriptionMaxLength: 10_000,
  textParameterMaxLength: 200,
  listParameterMaxItems: 50,
  imagesMax: 8,
  relatedMax: 12,
  imageMaxBytes: 5 * 1024 * 1024,
  compareMin: 2,
  compareMax: 4,
  urlMaxLength: 500,
} as const;

export const productImageMimeTypes = ["image/png", "image/jpeg", "image/webp"] as const;
