import {
  type NetworkSystem,
  type PackageType,
  type ProductParameters,
  type ProductType,
  productDictionary,
} from "@portal/shared";
import { count, sql } from "drizzle-orm";
import { productRelations, products } from "../modules/product/schema.ts";
import type { Database } from "../platform/db/client.ts";
import { inTransaction } from "../platform/db/transaction.ts";

type DemoProduct = {
  id: number;
  productType: ProductType;
  networkSystem: NetworkSystem;
  packageType: PackageType;
  parentId?: number;
  nameZh: string;
  nameEn: string;
  summaryZh: string;
  summaryEn: string;
  highlightsZh: string[];
  highlightsEn: string[];
  parameters: ProductParameters;
  relatedIds?: number[];
};

const nbIotBands = ["B1", "B3", "B5", "B8", "B20", "B28"];
const chinaLteBands = ["B1", "B3", "B5", "B8", "B34", "B38", "B39", "B40", "B41"];
const nrBands = ["n1", "n28", "n41", "n77", "n78", "n79"];

/**
 * ILLUSTRATIVE DEMO DATA, not a datasheet: the 17 products of the spec (same ids and models as
 * the product dictionary) with plausible, made-up parameters, so the catalogue, the filters
 * and the comparison have something real-looking to show.
 */
const demoProducts: DemoProduct[] = [
  {
    id: 1,
    productType: "NB-IoT",
    networkSystem: "NB-IoT",
    packageType: "LCC",
    nameZh: "M5310A NB-IoT 模组",
    nameEn: "M5310A NB-IoT module",
    summaryZh: "低功耗 NB-IoT 模组，适用于智能表计、烟感等电池供电设备。",
    summaryEn:
      "Low-power NB-IoT module for smart meters, smoke detectors and other battery devices.",
    highlightsZh: ["支持 3GPP R14 Cat.NB2", "PSM 模式电流低至 3 µA", "内置 OneNET 平台接入"],
    highlightsEn: [
      "3GPP R14 Cat.NB2",
      "Down to 3 µA in power saving mode",
      "Built-in OneNET platform access",
    ],
    parameters: {
      dimensions: "19.0 × 18.4 × 2.2",
      weight: 1.8,
      frequencyBands: nbIotBands,
      dataRate: "DL 127 kbps / UL 158.5 kbps",
      supplyVoltage: "3.1–4.2",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 3,
      idleCurrent: 6,
      maxTransmitPower: 23,
      interfaces: ["UART", "SIM", "ADC", "GPIO"],
      certifications: ["CCC", "SRRC", "CTA"],
    },
    relatedIds: [2, 3, 4],
  },
  {
    id: 2,
    productType: "NB-IoT",
    networkSystem: "NB-IoT",
    packageType: "LCC",
    nameZh: "M5311 NB-IoT 模组",
    nameEn: "M5311 NB-IoT module",
    summaryZh: "小尺寸 NB-IoT 模组，接口丰富，适合共享单车锁与资产追踪。",
    summaryEn: "Compact NB-IoT module with rich interfaces for bike locks and asset tracking.",
    highlightsZh: ["支持 SPI、I2C 外设", "宽电压 2.1–3.6 V", "支持 FOTA 远程升级"],
    highlightsEn: [
      "SPI and I2C peripherals",
      "Wide 2.1–3.6 V supply",
      "Firmware updates over the air",
    ],
    parameters: {
      dimensions: "16.0 × 18.0 × 2.2",
      weight: 1.3,
      frequencyBands: ["B3", "B5", "B8"],
      dataRate: "DL 127 kbps / UL 158.5 kbps",
      supplyVoltage: "2.1–3.6",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 1.5,
      idleCurrent: 3.2,
      maxTransmitPower: 23,
      interfaces: ["UART", "SPI", "I2C", "ADC", "GPIO", "SIM"],
      certifications: ["CCC", "SRRC", "CTA", "CE"],
    },
    relatedIds: [1, 3],
  },
  {
    id: 3,
    productType: "NB-IoT",
    networkSystem: "NB-IoT",
    packageType: "LGA",
    nameZh: "M5313 NB-IoT 模组",
    nameEn: "M5313 NB-IoT module",
    summaryZh: "超小 LGA 封装 NB-IoT 模组，全球频段，适合可穿戴设备。",
    summaryEn: "Tiny LGA NB-IoT module with global bands, made for wearables.",
    highlightsZh: ["15.0 × 15.7 mm 超小尺寸", "睡眠电流 1 µA", "全球主流 NB-IoT 频段"],
    highlightsEn: ["Only 15.0 × 15.7 mm", "1 µA sleep current", "Global NB-IoT bands"],
    parameters: {
      dimensions: "15.0 × 15.7 × 2.0",
      weight: 1.1,
      frequencyBands: nbIotBands,
      dataRate: "DL 127 kbps / UL 158.5 kbps",
      supplyVoltage: "2.2–4.3",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 1,
      idleCurrent: 2.8,
      maxTransmitPower: 23,
      interfaces: ["UART", "SPI", "I2C", "ADC", "PWM", "GPIO", "SIM"],
      certifications: ["CCC", "SRRC", "CTA", "CE", "GCF"],
    },
  },
  {
    id: 4,
    productType: "NB-IoT",
    networkSystem: "NB-IoT",
    packageType: "LCC",
    nameZh: "N10SG NB-IoT 定位模组",
    nameEn: "N10SG NB-IoT module with GNSS",
    summaryZh: "集成 GNSS 的 NB-IoT 模组，一颗模组完成定位与回传。",
    summaryEn: "NB-IoT module with built-in GNSS: positioning and reporting in one part.",
    highlightsZh: ["内置 GPS/北斗双模定位", "支持 AGNSS 快速定位", "LCC 封装易于贴片"],
    highlightsEn: [
      "Built-in GPS/BeiDou",
      "Assisted GNSS for a fast fix",
      "Easy-to-mount LCC package",
    ],
    parameters: {
      dimensions: "17.7 × 15.8 × 2.3",
      weight: 1.5,
      frequencyBands: ["B3", "B5", "B8"],
      dataRate: "DL 26.15 kbps / UL 62.5 kbps",
      supplyVoltage: "2.1–3.6",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 2.5,
      idleCurrent: 3.5,
      maxTransmitPower: 23,
      interfaces: ["UART", "ADC", "GPIO", "SIM"],
      gnss: "GPS/BeiDou",
      certifications: ["CCC", "SRRC", "CTA"],
    },
    relatedIds: [1],
  },
  {
    id: 5,
    productType: "2G",
    networkSystem: "GSM/GPRS",
    packageType: "LCC",
    nameZh: "M6312 GSM/GPRS 模组",
    nameEn: "M6312 GSM/GPRS module",
    summaryZh: "四频 GSM/GPRS 模组，支持语音与短信，适合 POS 与报警器。",
    summaryEn: "Quad-band GSM/GPRS module with voice and SMS for POS terminals and alarms.",
    highlightsZh: ["四频 850/900/1800/1900 MHz", "支持语音通话", "GPRS Class 12"],
    highlightsEn: ["Quad band 850/900/1800/1900 MHz", "Voice calls", "GPRS class 12"],
    parameters: {
      dimensions: "24.0 × 24.0 × 2.6",
      weight: 2.9,
      frequencyBands: ["GSM850", "EGSM900", "DCS1800", "PCS1900"],
      dataRate: "GPRS DL/UL 85.6 kbps",
      supplyVoltage: "3.4–4.4",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 1200,
      idleCurrent: 15,
      maxTransmitPower: 33,
      interfaces: ["UART", "SIM", "ADC", "GPIO", "Audio"],
      certifications: ["CCC", "SRRC", "CTA"],
    },
    relatedIds: [6, 7],
  },
  {
    id: 6,
    productType: "2G",
    networkSystem: "GSM/GPRS",
    packageType: "LCC",
    nameZh: "M6313 GSM/GPRS 模组",
    nameEn: "M6313 GSM/GPRS module",
    summaryZh: "小尺寸双频 GSM/GPRS 模组，与 ML302 封装兼容，便于升级 4G。",
    summaryEn: "Small dual-band GSM/GPRS module, footprint-compatible with ML302 for a move to 4G.",
    highlightsZh: ["与 ML302 引脚兼容", "双频 900/1800 MHz", "睡眠电流 1 mA"],
    highlightsEn: ["Pin-compatible with ML302", "Dual band 900/1800 MHz", "1 mA sleep current"],
    parameters: {
      dimensions: "17.7 × 15.8 × 2.4",
      weight: 1.3,
      frequencyBands: ["EGSM900", "DCS1800"],
      dataRate: "GPRS DL/UL 85.6 kbps",
      supplyVoltage: "3.3–4.6",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 1000,
      idleCurrent: 12,
      maxTransmitPower: 33,
      interfaces: ["UART", "SIM", "ADC", "GPIO"],
      certifications: ["CCC", "SRRC", "CTA"],
    },
    relatedIds: [9],
  },
  {
    id: 7,
    productType: "2G",
    networkSystem: "GSM/GPRS",
    packageType: "LCC",
    nameZh: "M6315 GSM/GPRS 模组",
    nameEn: "M6315 GSM/GPRS module",
    summaryZh: "四频 GSM/GPRS 模组，低功耗，适合移动支付音箱。",
    summaryEn: "Low-power quad-band GSM/GPRS module for mobile-payment speakers.",
    highlightsZh: ["睡眠电流 1.18 mA", "内置音频接口", "通过 CE 认证"],
    highlightsEn: ["1.18 mA sleep current", "Built-in audio interface", "CE certified"],
    parameters: {
      dimensions: "15.8 × 17.7 × 2.3",
      weight: 1.2,
      frequencyBands: ["GSM850", "EGSM900", "DCS1800", "PCS1900"],
      dataRate: "GPRS DL/UL 85.6 kbps",
      supplyVoltage: "3.3–4.3",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 1180,
      idleCurrent: 11,
      maxTransmitPower: 33,
      interfaces: ["UART", "SIM", "ADC", "GPIO", "Audio"],
      certifications: ["CCC", "SRRC", "CTA", "CE"],
    },
    relatedIds: [5],
  },
  {
    id: 8,
    productType: "4G",
    networkSystem: "LTE Cat.4",
    packageType: "LCC+LGA",
    nameZh: "M8321 LTE Cat.4 模组",
    nameEn: "M8321 LTE Cat.4 module",
    summaryZh: "高速 LTE Cat.4 模组，适合路由器、视频监控与工业网关。",
    summaryEn:
      "High-speed LTE Cat.4 module for routers, video surveillance and industrial gateways.",
    highlightsZh: ["下行 150 Mbps", "支持 USB 2.0 与 PCM 语音", "内置多模 GNSS"],
    highlightsEn: ["150 Mbps downlink", "USB 2.0 and PCM voice", "Multi-constellation GNSS"],
    parameters: {
      dimensions: "32.0 × 29.0 × 2.4",
      weight: 4.9,
      frequencyBands: chinaLteBands,
      dataRate: "DL 150 Mbps / UL 50 Mbps",
      supplyVoltage: "3.3–4.3",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 2000,
      idleCurrent: 25,
      maxTransmitPower: 23,
      interfaces: ["USB 2.0", "UART", "PCM", "SPI", "I2C", "SIM", "GPIO", "ADC"],
      gnss: "GPS/BeiDou/GLONASS",
      certifications: ["CCC", "SRRC", "CTA", "CE"],
    },
    relatedIds: [9, 12],
  },
  {
    id: 9,
    productType: "4G",
    networkSystem: "LTE Cat.1",
    packageType: "LCC",
    nameZh: "ML302 LTE Cat.1 模组",
    nameEn: "ML302 LTE Cat.1 module",
    summaryZh: "高性价比 LTE Cat.1 模组，与 M6313 封装兼容，2G 设备平滑升级。",
    summaryEn:
      "Cost-effective LTE Cat.1 module, footprint-compatible with M6313 for a smooth 2G upgrade.",
    highlightsZh: ["下行 10 Mbps", "与 M6313 引脚兼容", "支持 OpenCPU 二次开发"],
    highlightsEn: [
      "10 Mbps downlink",
      "Pin-compatible with M6313",
      "OpenCPU application development",
    ],
    parameters: {
      dimensions: "17.7 × 15.8 × 2.4",
      weight: 1.4,
      frequencyBands: chinaLteBands,
      dataRate: "DL 10 Mbps / UL 5 Mbps",
      supplyVoltage: "3.4–4.3",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 1500,
      idleCurrent: 18,
      maxTransmitPower: 23,
      interfaces: ["USB 2.0", "UART", "SPI", "I2C", "PCM", "ADC", "GPIO", "SIM"],
      certifications: ["CCC", "SRRC", "CTA"],
    },
    relatedIds: [6, 10, 11],
  },
  {
    id: 10,
    productType: "4G",
    networkSystem: "LTE Cat.1",
    packageType: "LGA",
    nameZh: "ML303 LTE Cat.1 模组",
    nameEn: "ML303 LTE Cat.1 module",
    summaryZh: "LGA 封装 LTE Cat.1 模组，功耗更低，适合对讲与追踪终端。",
    summaryEn: "LGA LTE Cat.1 module with lower power draw for push-to-talk and trackers.",
    highlightsZh: ["睡眠电流 1.2 mA", "LGA 封装", "支持 VoLTE"],
    highlightsEn: ["1.2 mA sleep current", "LGA package", "VoLTE"],
    parameters: {
      dimensions: "22.0 × 20.0 × 2.3",
      weight: 1.9,
      frequencyBands: chinaLteBands,
      dataRate: "DL 10 Mbps / UL 5 Mbps",
      supplyVoltage: "3.3–4.3",
      temperatureMin: -35,
      temperatureMax: 75,
      sleepCurrent: 1200,
      idleCurrent: 15,
      maxTransmitPower: 23,
      interfaces: ["USB 2.0", "UART", "I2C", "ADC", "GPIO", "SIM"],
      certifications: ["CCC", "SRRC", "CTA"],
    },
    relatedIds: [9],
  },
  {
    id: 11,
    productType: "4G",
    networkSystem: "LTE Cat.1",
    packageType: "LCC",
    nameZh: "ML304 LTE Cat.1 定位模组",
    nameEn: "ML304 LTE Cat.1 module with GNSS",
    summaryZh: "集成 GNSS 的 LTE Cat.1 模组，适合电动车与摩托车定位终端。",
    summaryEn: "LTE Cat.1 module with GNSS for e-bike and motorcycle trackers.",
    highlightsZh: ["内置 GPS/北斗定位", "通过 CE 认证", "支持蓝牙扫描"],
    highlightsEn: ["Built-in GPS/BeiDou", "CE certified", "Bluetooth scanning"],
    parameters: {
      dimensions: "23.0 × 21.0 × 2.5",
      weight: 2.2,
      frequencyBands: chinaLteBands,
      dataRate: "DL 10 Mbps / UL 5 Mbps",
      supplyVoltage: "3.4–4.3",
      temperatureMin: -40,
      temperatureMax: 85,
      sleepCurrent: 1300,
      idleCurrent: 16,
      maxTransmitPower: 23,
      interfaces: ["USB 2.0", "UART", "SPI", "I2C", "ADC", "GPIO", "SIM"],
      gnss: "GPS/BeiDou",
      certifications: ["CCC", "SRRC", "CTA", "CE"],
    },
    relatedIds: [9, 4],
  },
  {
    id: 12,
    productType: "5G",
    networkSystem: "5G NR",
    packageType: "M.2",
    nameZh: "F02X 5G 模组",
    nameEn: "F02X 5G module",
    summaryZh: "M.2 封装 5G 模组，SA/NSA 双模，适合 CPE 与工业网关。",
    summaryEn: "M.2 5G module, SA and NSA, for CPE and industrial gateways.",
    highlightsZh: ["SA/NSA 双模组网", "PCIe 3.0 与 USB 3.1", "M.2 接口即插即用"],
    highlightsEn: ["SA and NSA", "PCIe 3.0 and USB 3.1", "Plug-in M.2 card"],
    parameters: {
      dimensions: "30.0 × 52.0 × 2.3",
      weight: 8.5,
      frequencyBands: [...nrBands, ...chinaLteBands],
      dataRate: "SA DL 2.1 Gbps / UL 900 Mbps",
      supplyVoltage: "3.135–4.4",
      temperatureMin: -30,
      temperatureMax: 75,
      idleCurrent: 45,
      maxTransmitPower: 26,
      interfaces: ["PCIe 3.0", "USB 3.1", "SIM", "GPIO", "I2C"],
      gnss: "GPS/BeiDou/GLONASS/Galileo",
      certifications: ["CCC", "SRRC", "CTA", "CE"],
    },
    relatedIds: [13, 8],
  },
  {
    id: 13,
    productType: "5G",
    networkSystem: "5G NR",
    packageType: "LGA",
    nameZh: "F03X 5G 模组",
    nameEn: "F03X 5G module",
    summaryZh: "LGA 封装 5G 模组，支持 RGMII 以太网，适合工业路由与车载终端。",
    summaryEn: "LGA 5G module with RGMII Ethernet for industrial routers and vehicles.",
    highlightsZh: ["LGA 封装，抗振动", "支持 RGMII 以太网", "工业级温度范围"],
    highlightsEn: [
      "LGA package, vibration-proof",
      "RGMII Ethernet",
      "Industrial temperature range",
    ],
    parameters: {
      dimensions: "41.0 × 44.0 × 2.75",
      weight: 9.8,
      frequencyBands: [...nrBands, ...chinaLteBands],
      dataRate: "SA DL 2.1 Gbps / UL 900 Mbps",
      supplyVoltage: "3.3–4.4",
      temperatureMin: -40,
      temperatureMax: 85,
      idleCurrent: 50,
      maxTransmitPower: 26,
      interfaces: ["PCIe 3.0", "USB 3.1", "UART", "SPI", "I2C", "PCM", "SIM", "GPIO", "RGMII"],
      gnss: "GPS/BeiDou/GLONASS/Galileo",
      certifications: ["CCC", "SRRC", "CTA", "CE"],
    },
    relatedIds: [12],
  },
  {
    id: 14,
    productType: "devBoard",
    networkSystem: "NB-IoT",
    packageType: "Board",
    parentId: 1,
    nameZh: "2G/NB-IoT 开发板",
    nameEn: "2G/NB-IoT development board",
    summaryZh: "M5310A 的评估开发板，USB 供电，板载 SIM 卡座与 Arduino 排针。",
    summaryEn: "Evaluation board for M5310A: USB powered, SIM holder and Arduino headers on board.",
    highlightsZh: ["USB 一线供电与调试", "板载 SIM 卡座", "兼容 Arduino 扩展板"],
    highlightsEn: [
      "Power and debugging over one USB cable",
      "SIM holder",
      "Arduino shield compatible",
    ],
    parameters: {
      dimensions: "86.0 × 60.0 × 12.0",
      weight: 38,
      supplyVoltage: "5 (USB)",
      temperatureMin: -20,
      temperatureMax: 70,
      interfaces: ["Micro-USB", "UART header", "SIM holder", "Arduino header"],
    },
    relatedIds: [15],
  },
  {
    id: 15,
    productType: "devBoard",
    networkSystem: "NB-IoT",
    packageType: "Board",
    parentId: 2,
    nameZh: "M5311 开发板",
    nameEn: "M5311 development board",
    summaryZh: "M5311 的评估开发板，带温湿度传感器，开箱即可上报数据。",
    summaryEn: "Evaluation board for M5311 with a humidity sensor: reports data out of the box.",
    highlightsZh: ["板载温湿度传感器", "Type-C 供电", "引出全部 GPIO"],
    highlightsEn: ["Temperature and humidity sensor", "USB-C power", "Every GPIO broken out"],
    parameters: {
      dimensions: "70.0 × 50.0 × 12.0",
      weight: 30,
      supplyVoltage: "5 (USB)",
      temperatureMin: -20,
      temperatureMax: 70,
      interfaces: ["USB-C", "UART header", "SIM holder", "I2C sensor"],
    },
    relatedIds: [14],
  },
  {
    id: 16,
    productType: "devBoard",
    networkSystem: "LTE Cat.1",
    packageType: "Board",
    parentId: 9,
    nameZh: "4G 开发板",
    nameEn: "4G development board",
    summaryZh: "ML302 的评估开发板，带音频接口与以太网口。",
    summaryEn: "Evaluation board for ML302 with audio jack and Ethernet port.",
    highlightsZh: ["3.5 mm 音频接口", "百兆以太网口", "USB 转串口调试"],
    highlightsEn: ["3.5 mm audio jack", "100 Mbit Ethernet port", "USB serial console"],
    parameters: {
      dimensions: "100.0 × 70.0 × 15.0",
      weight: 55,
      supplyVoltage: "5 (USB) / 12 (DC)",
      temperatureMin: -20,
      temperatureMax: 70,
      interfaces: ["Micro-USB", "RJ45", "3.5 mm audio", "SIM holder"],
    },
  },
  {
    id: 17,
    productType: "devBoard",
    networkSystem: "5G NR",
    packageType: "Board",
    parentId: 13,
    nameZh: "F03X 核心通信板",
    nameEn: "F03X core communication board",
    summaryZh: "F03X 的核心通信板，千兆网口与 USB 3.0，快速搭建 5G 原型。",
    summaryEn:
      "Core communication board for F03X: gigabit Ethernet and USB 3.0 for fast 5G prototypes.",
    highlightsZh: ["千兆以太网", "USB 3.0", "4 路天线接口"],
    highlightsEn: ["Gigabit Ethernet", "USB 3.0", "Four antenna connectors"],
    parameters: {
      dimensions: "120.0 × 90.0 × 18.0",
      weight: 120,
      supplyVoltage: "12 (DC)",
      temperatureMin: -20,
      temperatureMax: 70,
      interfaces: ["USB 3.0", "RJ45 1000M", "SIM holder", "4 × IPEX antenna"],
      gnss: "GPS/BeiDou/GLONASS/Galileo",
    },
  },
];

const dictionaryModels = new Map<number, string>(
  productDictionary.map((entry) => [entry.id, entry.model]),
);

/** The model the product dictionary gives an id, so the catalogue and the dictionary agree. */
function modelOf(id: number): string {
  const model = dictionaryModels.get(id);
  if (!model) throw new Error(`product ${id} is not in the product dictionary`);
  return model;
}

function description(summary: string, highlights: string[]): string {
  return `<p>${summary}</p><ul>${highlights.map((item) => `<li>${item}</li>`).join("")}</ul>`;
}

/**
 * Loads the illustrative products into an empty products table, with their explicit ids, and
 * moves the id sequence past them so products staff add later get fresh ids.
 */
export async function seedDemoProducts(db: Database): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(products);
    if ((existing?.total ?? 0) > 0) return false;
    await tx.insert(products).values(
      demoProducts.map((product) => {
        const model = modelOf(product.id);
        return {
          id: product.id,
          model,
          nameZh: product.nameZh,
          nameEn: product.nameEn,
          summaryZh: product.summaryZh,
          summaryEn: product.summaryEn,
          descriptionZh: description(product.summaryZh, product.highlightsZh),
          descriptionEn: description(product.summaryEn, product.highlightsEn),
          productType: product.productType,
          networkSystem: product.networkSystem,
          packageType: product.packageType,
          parameters: product.parameters,
          buyUrl: `https://example.com/shop/${encodeURIComponent(model)}`,
          status: "published",
          sort: product.id,
          parentId: product.parentId ?? null,
        };
      }),
    );
    const relations = demoProducts.flatMap((product) =>
      (product.relatedIds ?? []).map((relatedId, position) => ({
        productId: product.id,
        relatedId,
        position,
      })),
    );
    await tx.insert(productRelations).values(relations);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`,
    );
    return true;
  });
}
