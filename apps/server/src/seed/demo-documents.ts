import { Readable } from "node:stream";
import type { DocumentAccessLevel, DocumentType, Language } from "@portal/shared";
import { count, inArray } from "drizzle-orm";
import { documentTranslations } from "../modules/document/document-translation-kind.ts";
import { documents } from "../modules/document/schema.ts";
import { documentFolder } from "../modules/document/upload.ts";
import { addDocument } from "../modules/document/use-cases/add-document.ts";
import { addVersion } from "../modules/document/use-cases/add-version.ts";
import { products } from "../modules/product/schema.ts";
import { createTextPdf } from "../platform/pdf/text-pdf.ts";
import { fileStoresOf } from "../platform/storage/file-stores.ts";
import type { SeedContext } from "./seed-context.ts";

type DemoVersion = { version: string; changeNote?: string; daysAgo: number };

type DemoDocument = {
  key: string;
  /** Model of the demo product it belongs to; none for a general document. */
  model?: string;
  /** Key of the demo document it is an annex of. */
  parentKey?: string;
  name: string;
  type: DocumentType;
  language: Language;
  accessLevel: DocumentAccessLevel;
  description: string;
  /** The name and description in English, for a document written in another language. */
  english?: { name: string; description: string };
  fileStem: string;
  lines: string[];
  versions: [DemoVersion, ...DemoVersion[]];
};

/** Illustrative documents: a few products' datasheets, guides, manuals and firmware. */
const demoDocuments: DemoDocument[] = [
  {
    key: "m5311-datasheet",
    model: "M5311",
    name: "M5311 产品规格书",
    type: "datasheet",
    language: "zh-CN",
    accessLevel: "public",
    description: "M5311 NB-IoT 模组的电气特性、射频指标、封装尺寸与订购信息。",
    english: {
      name: "M5311 datasheet",
      description:
        "Electrical and RF characteristics, package dimensions and ordering information of the M5311 NB-IoT module.",
    },
    fileStem: "M5311_Datasheet",
    lines: [
      "M5311 NB-IoT module - product specification (illustrative demo document)",
      "Bands: B3/B5/B8, 3GPP Release 14, LCC package 18.7 x 16.0 x 2.7 mm",
      "Supply 3.1 V to 4.2 V, PSM current about 3 uA",
    ],
    versions: [
      { version: "V1.0", daysAgo: 120 },
      { version: "V1.1", changeNote: "更正 PSM 电流典型值，补充订购型号", daysAgo: 30 },
    ],
  },
  {
    key: "m5311-hardware",
    model: "M5311",
    name: "M5311 Hardware Design Guide",
    type: "hardwareDesign",
    language: "en-US",
    accessLevel: "public",
    description: "Power supply, antenna, SIM and UART design of a board carrying the M5311.",
    fileStem: "M5311_Hardware_Design_Guide",
    lines: [
      "Power supply: keep the VBAT ripple under 50 mV, place a 100 uF capacitor near the pin",
      "Antenna: 50 ohm trace, pi matching network reserved",
      "USIM: ESD protection close to the card holder",
    ],
    versions: [{ version: "V1.0", daysAgo: 90 }],
  },
  {
    key: "m5311-at",
    model: "M5311",
    name: "M5311 AT 命令手册",
    type: "atCommands",
    language: "zh-CN",
    accessLevel: "user",
    description: "M5311 支持的全部 AT 命令、参数与返回值，登录后可下载。",
    english: {
      name: "M5311 AT command manual",
      description:
        "Every AT command the M5311 supports, with parameters and responses; sign in to download.",
    },
    fileStem: "M5311_AT_Commands_Manual",
    lines: [
      "AT+CGATT? - network attach state",
      "AT+NSOCR / AT+NSOST - UDP sockets",
      "AT+CPSMS - power saving mode timers",
    ],
    versions: [
      { version: "V2.0", daysAgo: 60 },
      { version: "V2.1", changeNote: "新增 MQTT 命令章节", daysAgo: 7 },
    ],
  },
  {
    key: "m5311-at-examples",
    model: "M5311",
    parentKey: "m5311-at",
    name: "M5311 AT Command Examples",
    type: "applicationNote",
    language: "en-US",
    accessLevel: "public",
    description: "An annex of the AT command manual: attach, send a UDP packet, sleep.",
    fileStem: "M5311_AT_Command_Examples",
    lines: [
      "1. AT+CFUN=1, then AT+CGATT? until it answers 1",
      "2. AT+NSOCR=DGRAM,17,5683,1 opens a socket",
      "3. AT+NSOST=0,192.0.2.10,5683,2,AB30 sends two bytes",
    ],
    versions: [{ version: "V1.0", daysAgo: 7 }],
  },
  {
    key: "m5311-firmware",
    model: "M5311",
    name: "M5311 固件升级包",
    type: "firmware",
    language: "zh-CN",
    accessLevel: "whitelist",
    description: "M5311 最新固件及升级说明，仅向白名单客户开放。",
    english: {
      name: "M5311 firmware upgrade package",
      description: "The latest M5311 firmware with upgrade notes, for whitelisted customers only.",
    },
    fileStem: "M5311_Firmware_Release",
    lines: [
      "Firmware M5311_V1.3.2 - release notes (illustrative demo document)",
      "Fixes: PSM wake-up after 7 days, UDP retransmission timer",
      "Upgrade over UART with the vendor's flash tool, about 90 s",
    ],
    versions: [{ version: "V1.3", daysAgo: 14 }],
  },
  {
    key: "ml302-datasheet",
    model: "ML302",
    name: "ML302 Datasheet",
    type: "datasheet",
    language: "en-US",
    accessLevel: "public",
    description: "Electrical, RF and mechanical characteristics of the ML302 LTE Cat.1 module.",
    fileStem: "ML302_Datasheet",
    lines: [
      "ML302 LTE Cat.1 module - datasheet (illustrative demo document)",
      "Downlink 10 Mbps, uplink 5 Mbps, LCC+LGA package",
      "Interfaces: UART, USB 2.0, I2C, ADC, GPIO",
    ],
    versions: [{ version: "V1.0", daysAgo: 100 }],
  },
  {
    key: "ml302-hardware",
    model: "ML302",
    name: "ML302 硬件设计指南",
    type: "hardwareDesign",
    language: "zh-CN",
    accessLevel: "public",
    description: "ML302 的电源、天线、USB 与 SIM 卡电路设计建议。",
    english: {
      name: "ML302 hardware design guide",
      description: "Power supply, antenna, USB and SIM card circuit advice for the ML302.",
    },
    fileStem: "ML302_Hardware_Design_Guide",
    lines: [
      "Power: VBAT 3.4 V to 4.3 V, peak current 2 A during transmission",
      "USB: 90 ohm differential pair, keep it short",
      "Layout: keep the antenna clearance free of copper",
    ],
    versions: [
      { version: "V1.0", daysAgo: 80 },
      { version: "V1.2", changeNote: "补充 USB 走线与 ESD 建议", daysAgo: 20 },
    ],
  },
  {
    key: "ml302-at",
    model: "ML302",
    name: "ML302 AT Commands Manual",
    type: "atCommands",
    language: "en-US",
    accessLevel: "user",
    description: "Every AT command of the ML302 with parameters and examples; sign in to download.",
    fileStem: "ML302_AT_Commands_Manual",
    lines: [
      "AT+CEREG? - EPS network registration",
      "AT+MIPOPEN - open a TCP connection",
      "AT+MHTTPREQUEST - HTTP requests from the module",
    ],
    versions: [{ version: "V1.0", daysAgo: 45 }],
  },
  {
    key: "m5310a-datasheet",
    model: "M5310A",
    name: "M5310A 产品规格书",
    type: "datasheet",
    language: "zh-CN",
    accessLevel: "public",
    description: "M5310A NB-IoT 模组规格书。",
    english: {
      name: "M5310A datasheet",
      description: "Specification of the M5310A NB-IoT module.",
    },
    fileStem: "M5310A_Datasheet",
    lines: [
      "M5310A NB-IoT module - specification (illustrative demo document)",
      "Bands: B5/B8, LCC package",
      "Sleep current in PSM below 5 uA",
    ],
    versions: [{ version: "V1.0", daysAgo: 150 }],
  },
  {
    key: "m6315-hardware",
    model: "M6315",
    name: "M6315 Hardware Design Guide",
    type: "hardwareDesign",
    language: "en-US",
    accessLevel: "public",
    description: "Reference circuits for the M6315 GSM/GPRS module.",
    fileStem: "M6315_Hardware_Design_Guide",
    lines: [
      "Burst current up to 2 A: size the supply and traces for it",
      "SIM: 22 ohm series resistors on the data lines",
      "Antenna: 50 ohm, keep the feed line short",
    ],
    versions: [{ version: "V1.0", daysAgo: 200 }],
  },
  {
    key: "f03x-firmware",
    model: "F03X",
    name: "F03X 固件",
    type: "firmware",
    language: "zh-CN",
    accessLevel: "whitelist",
    description: "F03X 模组固件与升级说明，仅向白名单客户开放。",
    english: {
      name: "F03X firmware",
      description: "F03X module firmware with upgrade notes, for whitelisted customers only.",
    },
    fileStem: "F03X_Firmware_Release",
    lines: [
      "Firmware F03X_V2.0.1 - release notes (illustrative demo document)",
      "Improves 5G NR SA registration time",
      "Upgrade over USB with the vendor's flash tool",
    ],
    versions: [{ version: "V2.0", daysAgo: 10 }],
  },
  {
    key: "selection-guide",
    name: "模组选型指南",
    type: "applicationNote",
    language: "zh-CN",
    accessLevel: "public",
    description: "按网络制式、功耗与封装挑选合适模组的通用指南，不属于某个产品。",
    english: {
      name: "Module selection guide",
      description:
        "A general guide to choosing a module by network, power consumption and package; it belongs to no product.",
    },
    fileStem: "Module_Selection_Guide",
    lines: [
      "Which module for which application (illustrative demo document)",
      "Meters and sensors: NB-IoT (M5310A, M5311, M5313)",
      "Trackers and payment speakers: LTE Cat.1 (ML302, ML303, ML304)",
      "Video and gateways: LTE Cat.4 or 5G (M8321, F02X, F03X)",
    ],
    versions: [{ version: "V1.0", daysAgo: 3 }],
  },
];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Loads the illustrative documents into an empty documents table: each version is a small real
 * PDF made here, stored in the private document store. Documents of demo products that do not
 * exist are left out. A document written in Chinese gets its name and description in English.
 */
export async function seedDemoDocuments(ctx: SeedContext): Promise<boolean> {
  const [existing] = await ctx.db.select({ total: count() }).from(documents);
  if ((existing?.total ?? 0) > 0) return false;
  const models = demoDocuments.flatMap((document) => (document.model ? [document.model] : []));
  const productRows = await ctx.db
    .select({ id: products.id, model: products.model })
    .from(products)
    .where(inArray(products.model, models));
  const productIds = new Map(productRows.map((row) => [row.model, row.id]));
  const documentStore = (await fileStoresOf(ctx.config)).privateFiles;
  const seeded = new Map<string, number>();
  const today = Date.now();

  for (const demo of demoDocuments) {
    const productId = demo.model ? productIds.get(demo.model) : undefined;
    if (demo.model && productId === undefined) continue;
    const parentId = demo.parentKey ? seeded.get(demo.parentKey) : undefined;
    let documentId: number | undefined;
    for (const version of demo.versions) {
      const pdf = await createTextPdf({
        title: `${demo.fileStem.replaceAll("_", " ")} ${version.version}`,
        lines: demo.lines,
        pages: 2,
      });
      const fileName = `${demo.fileStem}_${version.version}.pdf`;
      const uploadedAt = new Date(today - version.daysAgo * dayMs);
      const stored = await documentStore.save(
        documentFolder(uploadedAt),
        "pdf",
        Readable.from([Buffer.from(pdf)]),
      );
      const file = { ...stored, fileName, mimeType: "application/pdf" };
      const writing = { db: ctx.db, documentStore, now: uploadedAt, userId: null, file };
      if (documentId === undefined) {
        documentId = await addDocument({
          ...writing,
          productId,
          parentId,
          name: demo.name,
          type: demo.type,
          version: version.version,
          accessLevel: demo.accessLevel,
          language: demo.language,
          description: demo.description,
        });
      } else {
        await addVersion({
          ...writing,
          id: documentId,
          version: version.version,
          changeNote: version.changeNote,
        });
      }
    }
    if (documentId === undefined) continue;
    seeded.set(demo.key, documentId);
    if (demo.english) {
      await documentTranslations.save(ctx.db, new Date(today), {
        id: documentId,
        language: "en-US",
        version: 0,
        fields: demo.english,
      });
    }
  }
  return true;
}
