import {
  type Language,
  type NetworkSystem,
  networkSystems,
  type PackageType,
  type Page,
  type ParameterValue,
  type ProductAdminRow,
  type ProductDetail,
  type ProductDictionaryResponse,
  type ProductListItem,
  type ProductParameterEntry,
  type ProductParameters,
  type ProductRecord,
  type ProductStatus,
  type ProductTreeNode,
  type ProductType,
  packageTypes,
  productParameterDictionary,
  productStatuses,
  productTypes,
} from "@portal/shared";
import { withSiteHost } from "../../platform/http/site-host.ts";
import { type MessageKey, translate } from "../../platform/i18n/registry.ts";
import { toTraditional } from "../../platform/i18n/traditional.ts";
import { sanitizeRichText } from "../../platform/sanitize/rich-text.ts";
import type { products } from "./schema.ts";

export type ProductRow = typeof products.$inferSelect;

/** The columns a list item needs; `cover` is the first image. */
export type ProductListRow = Pick<
  ProductRow,
  | "id"
  | "model"
  | "nameZh"
  | "nameEn"
  | "nameTw"
  | "summaryZh"
  | "summaryEn"
  | "summaryTw"
  | "productType"
  | "networkSystem"
  | "packageType"
  | "parentId"
> & { cover: string | null };

/** How an answer is worded: its language, and the origin that makes image paths absolute. */
export type Presentation = { language: Language; siteHost: string };

/**
 * A text in the asked language: English, Simplified Chinese, or the stored Traditional text
 * (converted from the Simplified one when there is none).
 */
export function localizedText(
  language: Language,
  texts: { zh: string | null; en: string | null; tw: string | null },
): string | null {
  switch (language) {
    case "en-US":
      return texts.en;
    case "zh-TW":
      return texts.tw || (texts.zh === null ? null : toTraditional(texts.zh));
    case "zh-CN":
      return texts.zh;
  }
}

/** Option values that are words rather than technical names, and so are translated. */
const translatedOptions: Partial<Record<string, MessageKey>> = {
  devBoard: "product.type.devBoard",
  terminal: "product.type.terminal",
  Board: "product.package.Board",
  draft: "product.status.draft",
  published: "product.status.published",
};

/** The name of a dictionary option ("devBoard" -> "开发板"; "NB-IoT" stays "NB-IoT"). */
export function optionName(language: Language, value: string): string {
  const key = translatedOptions[value];
  return key ? translate(language, key) : value;
}

type DictionaryParameter = (typeof productParameterDictionary)[number];

export function parameterEntry(
  language: Language,
  parameter: DictionaryParameter,
): ProductParameterEntry {
  const name =
    language === "en-US"
      ? parameter.nameEn
      : language === "zh-TW"
        ? toTraditional(parameter.nameZh)
        : parameter.nameZh;
  return { key: parameter.key, name, unit: parameter.unit, kind: parameter.kind };
}

/**
 * A parameter value as shown: values are stored once for every language (model numbers,
 * bands, units), so only a Traditional Chinese reader gets Chinese words converted.
 */
export function parameterValueIn(language: Language, value: ParameterValue): ParameterValue {
  if (language !== "zh-TW") return value;
  if (typeof value === "string") return toTraditional(value);
  if (Array.isArray(value)) return value.map((item) => toTraditional(item));
  return value;
}

/** The product's parameters in dictionary order, each named in the language. */
function presentParameters(language: Language, parameters: ProductParameters) {
  return productParameterDictionary.flatMap((parameter) => {
    const value = parameters[parameter.key];
    if (value === undefined) return [];
    return [{ ...parameterEntry(language, parameter), value: parameterValueIn(language, value) }];
  });
}

export function presentListItem(row: ProductListRow, presentation: Presentation): ProductListItem {
  const { language, siteHost } = presentation;
  return {
    id: row.id,
    model: row.model,
    name: localizedText(language, { zh: row.nameZh, en: row.nameEn, tw: row.nameTw }) ?? row.model,
    summary: localizedText(language, { zh: row.summaryZh, en: row.summaryEn, tw: row.summaryTw }),
    productType: row.productType as ProductType,
    networkSystem: row.networkSystem as NetworkSystem,
    packageType: row.packageType as PackageType,
    image: withSiteHost(siteHost, row.cover),
    parentId: row.parentId,
  };
}

/** A page of list rows as list items. */
export function presentListPage(
  page: Page<ProductListRow>,
  presentation: Presentation,
): Page<ProductListItem> {
  return { ...page, list: page.list.map((row) => presentListItem(row, presentation)) };
}

/** A full row as a list row: its cover is its first image. */
function asListRow(row: ProductRow): ProductListRow {
  return { ...row, cover: row.images[0] ?? null };
}

export function presentDetail(
  row: ProductRow,
  family: { parent: ProductListRow | null; children: ProductListRow[]; related: ProductListRow[] },
  presentation: Presentation,
): ProductDetail {
  const { language, siteHost } = presentation;
  const description = localizedText(language, {
    zh: row.descriptionZh,
    en: row.descriptionEn,
    tw: row.descriptionTw,
  });
  return {
    ...presentListItem(asListRow(row), presentation),
    description: description === null ? null : sanitizeRichText(description),
    images: row.images.map((image) => withSiteHost(siteHost, image) ?? image),
    buyUrl: row.buyUrl,
    status: row.status as ProductStatus,
    viewCount: row.viewCount,
    parameters: presentParameters(language, row.parameters),
    parent: family.parent && presentListItem(family.parent, presentation),
    children: family.children.map((child) => presentListItem(child, presentation)),
    related: family.related.map((related) => presentListItem(related, presentation)),
  };
}

const dictionaryCache = new Map<Language, ProductDictionaryResponse>();

/** The option and parameter dictionary in a language; built once per language. */
export function productDictionaryIn(language: Language): ProductDictionaryResponse {
  let dictionary = dictionaryCache.get(language);
  if (!dictionary) {
    const named = (values: readonly string[]) =>
      values.map((value) => ({ value, name: optionName(language, value) }));
    dictionary = {
      productTypes: named(productTypes),
      networkSystems: named(networkSystems),
      packageTypes: named(packageTypes),
      statuses: named(productStatuses),
      parameters: productParameterDictionary.map((parameter) =>
        parameterEntry(language, parameter),
      ),
    };
    dictionaryCache.set(language, dictionary);
  }
  return dictionary;
}

export type ProductAdminListRow = ProductListRow &
  Pick<ProductRow, "status" | "sort" | "viewCount" | "updatedAt"> & {
    parentModel: string | null;
    childCount: number;
  };

export function presentAdminRow(
  row: ProductAdminListRow,
  presentation: Presentation,
): ProductAdminRow {
  const item = presentListItem(row, presentation);
  return {
    id: item.id,
    model: item.model,
    name: item.name,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    productType: item.productType,
    networkSystem: item.networkSystem,
    packageType: item.packageType,
    status: row.status as ProductStatus,
    sort: row.sort,
    viewCount: row.viewCount,
    image: item.image,
    parentId: row.parentId,
    parentModel: row.parentModel,
    childCount: row.childCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Everything the edit form needs; image paths stay as stored, so a save sends them back. */
export function presentRecord(row: ProductRow, relatedIds: number[]): ProductRecord {
  const sanitized = (html: string | null) => (html === null ? null : sanitizeRichText(html));
  return {
    id: row.id,
    model: row.model,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    nameTw: row.nameTw,
    summaryZh: row.summaryZh,
    summaryEn: row.summaryEn,
    summaryTw: row.summaryTw,
    descriptionZh: sanitized(row.descriptionZh),
    descriptionEn: sanitized(row.descriptionEn),
    descriptionTw: sanitized(row.descriptionTw),
    productType: row.productType as ProductType,
    networkSystem: row.networkSystem as NetworkSystem,
    packageType: row.packageType as PackageType,
    parameters: row.parameters,
    images: row.images,
    buyUrl: row.buyUrl,
    status: row.status as ProductStatus,
    sort: row.sort,
    parentId: row.parentId,
    relatedIds,
    version: row.version,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `getProductTree`: each category with its published products and their published children.
 * A child is listed under its parent and also at the top of its own category when that is a
 * different one (a development board under its module and among the development boards).
 */
export function presentProductTree(
  rows: ProductListRow[],
  presentation: Presentation,
): ProductTreeNode[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<number, ProductListItem[]>();
  for (const row of rows) {
    if (row.parentId === null || !byId.has(row.parentId)) continue;
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(presentListItem(row, presentation));
    childrenOf.set(row.parentId, siblings);
  }
  return productTypes.map((type) => ({
    value: type,
    name: optionName(presentation.language, type),
    products: rows
      .filter((row) => {
        if (row.productType !== type) return false;
        const parent = row.parentId === null ? undefined : byId.get(row.parentId);
        return parent?.productType !== type;
      })
      .map((row) => ({
        ...presentListItem(row, presentation),
        children: childrenOf.get(row.id) ?? [],
      })),
  }));
}
