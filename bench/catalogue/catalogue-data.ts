/*
 * The catalogue the product benchmarks load: 10,000 products spread over the shared product
 * types, network systems and package types like a module vendor's range (mostly published, a
 * tenth of them development boards and kits of a module), and 50,000 documents with one or two
 * versions each. Deterministic: the same rows on every run, so figures stay comparable.
 */
import {
  addDocumentFields,
  type DocumentAccessLevel,
  type DocumentType,
  documentVersion,
  type Language,
  type NetworkSystem,
  type PackageType,
  type ProductParameters,
  type ProductType,
  productInput,
  productParameterDictionary,
} from "@portal/shared";
import type { documents, documentVersions } from "../../apps/server/src/modules/document/schema.ts";
import type { products } from "../../apps/server/src/modules/product/schema.ts";
import { type SeededRandom, seededRandom } from "./seeded-random.ts";

const catalogueSize = {
  products: 10_000,
  /** Development boards, adapters and kits of a module (`parentId` set), counted in `products`. */
  childProducts: 1_000,
  documents: 50_000,
  /** Documents that belong to no product, counted in `documents`. */
  generalDocuments: 2_500,
} as const;

export type ProductRow = typeof products.$inferInsert & { id: number };
export type DocumentRow = typeof documents.$inferInsert & { id: number };
export type DocumentVersionRow = typeof documentVersions.$inferInsert & { id: number };

export type Catalogue = {
  products: ProductRow[];
  documents: DocumentRow[];
  versions: DocumentVersionRow[];
  /** Three published NB-IoT modules for the compare case. */
  compareIds: number[];
  /**
   * What visitors type into the search box: every distinct beginning (3 characters or more) of
   * a published model, in a shuffled order, so consecutive searches differ.
   */
  searchKeywords: string[];
};

/** Dates are spread over the four years before this day, not around "now", to stay stable. */
const catalogueDay = Date.UTC(2026, 9, 1);
const dayMs = 24 * 60 * 60 * 1000;

/** What a network system's radio looks like in the parameters. */
type Radio = {
  bands: readonly string[];
  dataRates: readonly string[];
  sleepMicroamps: readonly [number, number];
  idleMilliamps: readonly [number, number];
  transmitDbm: number;
};

const radios: Record<NetworkSystem, Radio> = {
  "GSM/GPRS": {
    bands: ["GSM850", "EGSM900", "DCS1800", "PCS1900"],
    dataRates: ["GPRS Class 12: DL 85.6 kbps / UL 85.6 kbps", "GPRS Class 10: DL 85.6 kbps"],
    sleepMicroamps: [700, 1500],
    idleMilliamps: [8, 15],
    transmitDbm: 33,
  },
  "NB-IoT": {
    bands: ["B1", "B3", "B5", "B8", "B20", "B28", "B66", "B71", "B85"],
    dataRates: ["DL 127 kbps / UL 159 kbps", "DL 26 kbps / UL 62 kbps"],
    sleepMicroamps: [0.8, 5],
    idleMilliamps: [0.5, 3],
    transmitDbm: 23,
  },
  "LTE Cat.1": {
    bands: ["B1", "B3", "B5", "B8", "B34", "B38", "B39", "B40", "B41"],
    dataRates: ["DL 10 Mbps / UL 5 Mbps"],
    sleepMicroamps: [600, 1500],
    idleMilliamps: [10, 20],
    transmitDbm: 23,
  },
  "LTE Cat.4": {
    bands: ["B1", "B3", "B5", "B8", "B34", "B38", "B39", "B40", "B41"],
    dataRates: ["DL 150 Mbps / UL 50 Mbps"],
    sleepMicroamps: [1000, 2500],
    idleMilliamps: [15, 30],
    transmitDbm: 23,
  },
  "5G NR": {
    bands: ["n1", "n3", "n5", "n8", "n28", "n41", "n77", "n78", "n79"],
    dataRates: ["DL 2.1 Gbps / UL 900 Mbps", "DL 3.4 Gbps / UL 1.1 Gbps"],
    sleepMicroamps: [2000, 4000],
    idleMilliamps: [30, 60],
    transmitDbm: 26,
  },
};

/** A line of products: its category, radio, model prefix and how it is packaged. */
type ProductLine = {
  productType: ProductType;
  /** Fixed for modules; boards and terminals exist for every network system. */
  networkSystem?: NetworkSystem;
  modelPrefix: string;
  packages: Readonly<Partial<Record<PackageType, number>>>;
  nameZh: string;
  nameTw: string;
  nameEn: string;
};

/** Main products (not children) by line, with the share of the range each line has. */
const productLines: { line: ProductLine; weight: number }[] = [
  {
    weight: 8,
    line: {
      productType: "2G",
      networkSystem: "GSM/GPRS",
      modelPrefix: "M6",
      packages: { LCC: 70, LGA: 20, "LCC+LGA": 10 },
      nameZh: "2G 模组",
      nameTw: "2G 模組",
      nameEn: "2G module",
    },
  },
  {
    weight: 24,
    line: {
      productType: "4G",
      networkSystem: "LTE Cat.1",
      modelPrefix: "ML3",
      packages: { LCC: 45, LGA: 35, "LCC+LGA": 20 },
      nameZh: "LTE Cat.1 模组",
      nameTw: "LTE Cat.1 模組",
      nameEn: "LTE Cat.1 module",
    },
  },
  {
    weight: 10,
    line: {
      productType: "4G",
      networkSystem: "LTE Cat.4",
      modelPrefix: "ML7",
      packages: { LCC: 30, LGA: 50, "LCC+LGA": 20 },
      nameZh: "LTE Cat.4 模组",
      nameTw: "LTE Cat.4 模組",
      nameEn: "LTE Cat.4 module",
    },
  },
  {
    weight: 26,
    line: {
      productType: "NB-IoT",
      networkSystem: "NB-IoT",
      modelPrefix: "M5",
      packages: { LCC: 65, LGA: 20, "LCC+LGA": 15 },
      nameZh: "NB-IoT 模组",
      nameTw: "NB-IoT 模組",
      nameEn: "NB-IoT module",
    },
  },
  {
    weight: 12,
    line: {
      productType: "5G",
      networkSystem: "5G NR",
      modelPrefix: "F0",
      packages: { "M.2": 55, LGA: 45 },
      nameZh: "5G 模组",
      nameTw: "5G 模組",
      nameEn: "5G module",
    },
  },
  {
    weight: 10,
    line: {
      productType: "devBoard",
      modelPrefix: "EVB",
      packages: { Board: 1 },
      nameZh: "开发板",
      nameTw: "開發板",
      nameEn: "development board",
    },
  },
  {
    weight: 10,
    line: {
      productType: "terminal",
      modelPrefix: "DTU",
      packages: { Board: 1 },
      nameZh: "DTU 终端",
      nameTw: "DTU 終端",
      nameEn: "DTU terminal",
    },
  },
];

/** What a module's child products are: its evaluation board, an adapter or a kit. */
const childKinds = [
  { suffix: "EVB", nameZh: "评估板", nameTw: "評估板", nameEn: "evaluation board" },
  { suffix: "ADP", nameZh: "转接板", nameTw: "轉接板", nameEn: "adapter board" },
  { suffix: "KIT", nameZh: "开发套件", nameTw: "開發套件", nameEn: "development kit" },
] as const;

const moduleInterfaces = ["UART", "USB 2.0", "SPI", "I2C", "ADC", "GPIO", "PCM", "SIM", "PWM"];
const fiveGInterfaces = ["USB 3.1", "PCIe 3.0", "UART", "GPIO", "SIM", "I2C", "PCM"];
const boardInterfaces = ["USB Type-C", "UART header", "SIM card slot", "SMA antenna", "GPIO"];
const terminalInterfaces = ["RS485", "RS232", "Ethernet", "USB Type-C", "Power terminal"];
const certifications = ["CCC", "SRRC", "CTA", "CE", "FCC", "RoHS", "GCF", "PTCRB", "Anatel"];
const applicationsZh = ["智能表计", "资产追踪", "共享设备", "智慧农业", "工业网关", "车载终端"];
const applicationsEn = [
  "smart metering",
  "asset tracking",
  "shared devices",
  "smart agriculture",
  "industrial gateways",
  "vehicle terminals",
];

const isModule = (productType: ProductType) =>
  productType !== "devBoard" && productType !== "terminal";

function productParameters(
  random: SeededRandom,
  productType: ProductType,
  networkSystem: NetworkSystem,
): ProductParameters {
  const radio = radios[networkSystem];
  const module = isModule(productType);
  const terminal = productType === "terminal";
  const parameters: ProductParameters = {
    dimensions: module
      ? `${random.decimal(14, 40, 1)} × ${random.decimal(12, 35, 1)} × ${random.decimal(2, 3.5, 1)}`
      : `${random.integer(50, 140)} × ${random.integer(40, 100)} × ${random.integer(8, 40)}`,
    frequencyBands: random.subset(radio.bands, 3, radio.bands.length),
    dataRate: random.pick(radio.dataRates),
    supplyVoltage: module
      ? random.pick(["3.1–4.2", "3.3–4.3", "3.0–4.5"])
      : terminal
        ? "9–36"
        : "5",
    temperatureMin: random.pick([-40, -40, -30, -20]),
    temperatureMax: random.pick([85, 85, 75, 70]),
    maxTransmitPower: radio.transmitDbm - random.pick([0, 0, 0, 1, 3]),
    interfaces: random.subset(
      module
        ? networkSystem === "5G NR"
          ? fiveGInterfaces
          : moduleInterfaces
        : terminal
          ? terminalInterfaces
          : boardInterfaces,
      2,
      6,
    ),
    certifications: random.subset(certifications, 1, 5),
  };
  if (random.chance(0.85)) {
    parameters.weight = module ? random.decimal(1.2, 9, 1) : random.decimal(20, 250, 0);
  }
  if (module || random.chance(0.5)) {
    parameters.sleepCurrent = random.decimal(...radio.sleepMicroamps, 1);
    parameters.idleCurrent = random.decimal(...radio.idleMilliamps, 1);
  }
  if (random.chance(module ? 0.4 : 0.2)) {
    parameters.gnss = random.pick(["GPS/BeiDou", "GPS/GLONASS/BeiDou/Galileo"]);
  }
  return parameters;
}

const descriptionHeadings = {
  zh: { overview: "产品概述", features: "主要特性", parameters: "技术参数" },
  en: { overview: "Overview", features: "Key features", parameters: "Specifications" },
};

/** Rich text as staff write it: an overview, the key features and a table of parameters. */
function descriptionHtml(
  language: "zh" | "en",
  content: {
    title: string;
    summary: string;
    features: string[];
    parameters: ProductParameters;
    image: string;
  },
) {
  const headings = descriptionHeadings[language];
  const items = content.features.map((feature) => `<li>${feature}</li>`).join("");
  const rows = productParameterDictionary
    .filter((entry) => content.parameters[entry.key] !== undefined)
    .map((entry) => {
      const value = content.parameters[entry.key];
      const text = Array.isArray(value) ? value.join(", ") : String(value);
      const name = language === "zh" ? entry.nameZh : entry.nameEn;
      return `<tr><td>${name}</td><td>${text}${entry.unit ? ` ${entry.unit}` : ""}</td></tr>`;
    })
    .join("");
  return (
    `<h2>${headings.overview}</h2><p><img src="${content.image}" alt="${content.title}"></p>` +
    `<p>${content.summary}</p><h2>${headings.features}</h2><ul>${items}</ul>` +
    `<h2>${headings.parameters}</h2><table><tbody>${rows}</tbody></table>`
  );
}

function dateBetween(random: SeededRandom, fromMs: number, toMs: number) {
  return new Date(fromMs + Math.floor(random.next() * (toMs - fromMs)));
}

type ProductDraft = {
  line: Pick<ProductLine, "productType" | "networkSystem" | "nameZh" | "nameTw" | "nameEn">;
  model: string;
  networkSystem: NetworkSystem;
  packageType: PackageType;
  parentId: number | null;
};

function productRow(random: SeededRandom, id: number, draft: ProductDraft): ProductRow {
  const { line, model, networkSystem } = draft;
  const parameters = productParameters(random, line.productType, networkSystem);
  const bands = (parameters.frequencyBands as string[]).join("/");
  const temperature = `${parameters.temperatureMin} ~ +${parameters.temperatureMax} °C`;
  const applicationIndex = random.integer(0, applicationsZh.length - 1);
  // Module lines name their network already; boards, terminals and kits exist for every network.
  const network = line.networkSystem ? "" : `${networkSystem} `;
  const nameZh = `${network}${line.nameZh} ${model}`;
  const nameEn = `${network}${line.nameEn} ${model}`;
  const summaryZh = `${nameZh}，支持 ${bands}，工作温度 ${temperature}，适用于${applicationsZh[applicationIndex]}。`;
  const summaryEn = `${nameEn} supporting ${bands}, operating from ${temperature}, built for ${applicationsEn[applicationIndex]}.`;
  const interfaces = (parameters.interfaces as string[]).join(", ");
  const createdAt = dateBetween(random, catalogueDay - 4 * 365 * dayMs, catalogueDay - 30 * dayMs);
  const images = Array.from(
    { length: random.integer(1, 3) },
    (_, index) => `/uploads/products/${model.toLowerCase()}-${index + 1}.png`,
  );
  const input = productInput.parse({
    model,
    nameZh,
    nameEn,
    nameTw: random.chance(0.2) ? `${network}${line.nameTw} ${model}` : null,
    summaryZh,
    summaryEn,
    descriptionZh: descriptionHtml("zh", {
      title: nameZh,
      summary: summaryZh,
      features: [`频段：${bands}`, `接口：${interfaces}`, `数据速率：${parameters.dataRate}`],
      parameters,
      image: images[0] as string,
    }),
    descriptionEn: descriptionHtml("en", {
      title: nameEn,
      summary: summaryEn,
      features: [
        `Bands: ${bands}`,
        `Interfaces: ${interfaces}`,
        `Data rate: ${parameters.dataRate}`,
      ],
      parameters,
      image: images[0] as string,
    }),
    productType: line.productType,
    networkSystem,
    packageType: draft.packageType,
    parameters,
    images,
    buyUrl: random.chance(0.6) ? `https://shop.example.com/products/${model}` : null,
    status: random.chance(0.92) ? "published" : "draft",
    sort: random.chance(0.7) ? 0 : random.integer(1, 500),
    parentId: draft.parentId,
  });
  const { relatedIds: _relatedIds, ...columns } = input;
  return {
    ...columns,
    id,
    viewCount: Math.floor(random.next() ** 3 * 20_000),
    createdAt,
    updatedAt: dateBetween(random, createdAt.getTime(), catalogueDay),
  };
}

function generateProducts(random: SeededRandom): ProductRow[] {
  const mainCount = catalogueSize.products - catalogueSize.childProducts;
  const lineWeights = Object.fromEntries(
    productLines.map(({ weight }, index) => [String(index), weight]),
  );
  const nextSerial = new Map<string, number>();
  const rows: ProductRow[] = [];
  for (let id = 1; id <= mainCount; id += 1) {
    const { line } = productLines[Number(random.weighted(lineWeights))] as (typeof productLines)[0];
    const serial = nextSerial.get(line.modelPrefix) ?? 1000;
    nextSerial.set(line.modelPrefix, serial + 1);
    const networkSystem =
      line.networkSystem ??
      random.weighted<NetworkSystem>({
        "GSM/GPRS": 10,
        "NB-IoT": 30,
        "LTE Cat.1": 35,
        "LTE Cat.4": 15,
        "5G NR": 10,
      });
    const packageType = random.weighted<PackageType>(line.packages);
    const model = `${line.modelPrefix}${serial}${random.pick(["", "", "A", "C", "E"])}`;
    rows.push(productRow(random, id, { line, model, networkSystem, packageType, parentId: null }));
  }
  // Children belong to modules and come after them, so every parent row exists first.
  const modules = rows.filter((row) => isModule(row.productType as ProductType));
  const childrenOf = new Map<number, number>();
  for (let id = mainCount + 1; id <= catalogueSize.products; id += 1) {
    const parent = random.pick(modules);
    const siblings = childrenOf.get(parent.id) ?? 0;
    childrenOf.set(parent.id, siblings + 1);
    const kind = childKinds[siblings % childKinds.length] as (typeof childKinds)[number];
    const round = Math.floor(siblings / childKinds.length);
    const model = `${parent.model}-${kind.suffix}${round > 0 ? round + 1 : ""}`;
    const line = {
      productType: "devBoard" as const,
      nameZh: kind.nameZh,
      nameTw: kind.nameTw,
      nameEn: kind.nameEn,
    };
    const networkSystem = parent.networkSystem as NetworkSystem;
    rows.push(
      productRow(random, id, {
        line,
        model,
        networkSystem,
        packageType: "Board",
        parentId: parent.id,
      }),
    );
  }
  return rows;
}

const documentTypeNames: Record<DocumentType, Record<Language, string>> = {
  datasheet: { "zh-CN": "产品规格书", "zh-TW": "產品規格書", "en-US": "Datasheet" },
  hardwareDesign: {
    "zh-CN": "硬件设计手册",
    "zh-TW": "硬體設計手冊",
    "en-US": "Hardware Design Guide",
  },
  atCommands: { "zh-CN": "AT 命令手册", "zh-TW": "AT 命令手冊", "en-US": "AT Commands Manual" },
  firmware: { "zh-CN": "固件升级包", "zh-TW": "韌體升級包", "en-US": "Firmware Package" },
  certification: { "zh-CN": "认证证书", "zh-TW": "認證證書", "en-US": "Certificates" },
  applicationNote: { "zh-CN": "应用指导", "zh-TW": "應用指導", "en-US": "Application Note" },
  softwareTool: { "zh-CN": "调试工具", "zh-TW": "調試工具", "en-US": "Debug Tool" },
  other: { "zh-CN": "参考资料", "zh-TW": "參考資料", "en-US": "Reference" },
};

const generalTopics: Record<Language, string[]> = {
  "zh-CN": ["模组选型指南", "天线设计指南", "低功耗设计指南", "OneNET 接入指南", "PCB 封装库"],
  "zh-TW": ["模組選型指南", "天線設計指南", "低功耗設計指南", "OneNET 接入指南", "PCB 封裝庫"],
  "en-US": [
    "Module Selection Guide",
    "Antenna Design Guide",
    "Low Power Design Guide",
    "OneNET Access Guide",
    "PCB Footprint Library",
  ],
};

type DocumentDraft = { product: ProductRow | null; createdAt: Date };

/** Which product each document belongs to: modules carry most documents, children fewer. */
function documentDrafts(random: SeededRandom, productRows: ProductRow[]): DocumentDraft[] {
  const weightOf = (row: ProductRow) =>
    row.parentId ? 1 : isModule(row.productType as ProductType) ? 3 : 2;
  const cumulative: number[] = [];
  let total = 0;
  for (const row of productRows) {
    total += weightOf(row);
    cumulative.push(total);
  }
  const drafts: DocumentDraft[] = [];
  const productDocuments = catalogueSize.documents - catalogueSize.generalDocuments;
  for (let index = 0; index < productDocuments; index += 1) {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const product = productRows[low] as ProductRow;
    const from = (product.createdAt as Date).getTime();
    drafts.push({ product, createdAt: dateBetween(random, from, catalogueDay) });
  }
  for (let index = 0; index < catalogueSize.generalDocuments; index += 1) {
    const createdAt = dateBetween(random, catalogueDay - 4 * 365 * dayMs, catalogueDay);
    drafts.push({ product: null, createdAt });
  }
  // Ids follow the upload order, as they would in a portal that has been in use for years.
  return drafts.sort((left, right) => left.createdAt.getTime() - right.createdAt.getTime());
}

function nextVersion(random: SeededRandom, version: string) {
  const [major = 1, minor = 0] = version.replace(/^V/, "").split(".").map(Number);
  return random.chance(0.8) ? `V${major}.${minor + 1}` : `V${major + 1}.0`;
}

function generateDocuments(random: SeededRandom, productRows: ProductRow[]) {
  const documentRows: DocumentRow[] = [];
  const versionRows: DocumentVersionRow[] = [];
  const earlierDocuments = new Map<number, number[]>();
  let generalSerial = 1;
  for (const [index, draft] of documentDrafts(random, productRows).entries()) {
    const id = index + 1;
    const { product } = draft;
    const language = random.weighted<Language>({ "zh-CN": 55, "en-US": 40, "zh-TW": 5 });
    const type = product
      ? random.weighted<DocumentType>({
          datasheet: 20,
          hardwareDesign: 15,
          atCommands: 15,
          firmware: 15,
          certification: 12,
          applicationNote: 13,
          softwareTool: 5,
          other: 5,
        })
      : random.weighted<DocumentType>({ applicationNote: 60, other: 25, softwareTool: 15 });
    const name = product
      ? `${product.model} ${documentTypeNames[type][language]}`
      : `${random.pick(generalTopics[language])} AN${String(generalSerial++).padStart(4, "0")}`;
    const siblings = product ? (earlierDocuments.get(product.id) ?? []) : [];
    const parentId = siblings.length > 0 && random.chance(0.06) ? random.pick(siblings) : null;
    if (product) earlierDocuments.set(product.id, [...siblings, id]);
    const fields = addDocumentFields.parse({
      productId: product?.id,
      name,
      type,
      version: `V1.${random.integer(0, 3)}`,
      accessLevel: random.weighted<DocumentAccessLevel>({ public: 70, user: 20, whitelist: 10 }),
      language,
      parentId: parentId ?? undefined,
      description: random.chance(0.4) ? `${name} (${language})` : undefined,
    });
    const archive = type === "firmware" || type === "softwareTool";
    const extension = archive ? "zip" : "pdf";
    let version = fields.version;
    let createdAt = draft.createdAt;
    const versionCount = random.chance(0.4) ? 2 : 1;
    for (let versionIndex = 0; versionIndex < versionCount; versionIndex += 1) {
      if (versionIndex > 0) {
        version = documentVersion.parse(nextVersion(random, version));
        createdAt = dateBetween(random, createdAt.getTime(), catalogueDay);
      }
      const versionId = versionRows.length + 1;
      versionRows.push({
        id: versionId,
        documentId: id,
        version,
        // Downloads are not benchmarked: the key names no stored file.
        fileKey: `bench/documents/${id}/${versionId}.${extension}`,
        fileName: `${(product?.model ?? "general").replaceAll("/", "-")}_${type}_${version}.${extension}`,
        size: archive ? random.integer(1_000_000, 60_000_000) : random.integer(200_000, 12_000_000),
        mimeType: archive ? "application/zip" : "application/pdf",
        changeNote: versionIndex > 0 ? `${version}: ${name}` : null,
        downloadCount: Math.floor(random.next() ** 4 * 5_000),
        createdAt,
      });
    }
    documentRows.push({
      id,
      productId: product?.id ?? null,
      parentId,
      name: fields.name,
      type: fields.type,
      language: fields.language,
      accessLevel: fields.accessLevel,
      description: fields.description ?? null,
      latestVersionId: versionRows.length,
      downloadCount: Math.floor(random.next() ** 4 * 10_000),
      createdAt: draft.createdAt,
      updatedAt: createdAt,
    });
  }
  return { documentRows, versionRows };
}

function searchKeywords(random: SeededRandom, productRows: ProductRow[]): string[] {
  const keywords = new Set<string>();
  for (const { model, status } of productRows) {
    if (status !== "published") continue;
    for (let length = 3; length <= model.length; length += 1) keywords.add(model.slice(0, length));
  }
  const shuffled = [...keywords];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = random.integer(0, index);
    [shuffled[index], shuffled[other]] = [shuffled[other] as string, shuffled[index] as string];
  }
  return shuffled;
}

/** The whole catalogue, every row checked against the shared input schemas. */
export function generateCatalogue(seed = 20_261_001): Catalogue {
  const random = seededRandom(seed);
  const productRows = generateProducts(random);
  const { documentRows, versionRows } = generateDocuments(random, productRows);
  const publishedNbIot = productRows.filter(
    (row) => row.productType === "NB-IoT" && row.status === "published",
  );
  // Spread over the table rather than neighbours, as a visitor would pick them.
  const compareIds = [0.25, 0.5, 0.75].map(
    (share) => (publishedNbIot[Math.floor(publishedNbIot.length * share)] as ProductRow).id,
  );
  return {
    products: productRows,
    documents: documentRows,
    versions: versionRows,
    compareIds,
    searchKeywords: searchKeywords(random, productRows),
  };
}
