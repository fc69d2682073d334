import { z } from "zod";
import {
  networkSystems,
  type ProductType,
  packageTypes,
  productLimits,
  productParameterDictionary,
  productParameterKinds,
  productStatuses,
  productTypes,
} from "../domain/product.ts";
import { hasUntypeableCharacters } from "../validators.ts";
import {
  keywordFilter,
  multiLine,
  pageQuery,
  recordId,
  recordIdFromText,
  recordVersion,
  richText,
  singleLine,
} from "./common.ts";

export type ProductParameterKey = (typeof productParameterDictionary)[number]["key"];
const parameterText = singleLine().min(1).max(productLimits.textParameterMaxLength);

const productParameterKeys = productParameterDictionary.map(
  (parameter) => parameter.key,
) as ProductParameterKey[];

export const parameterValue = z.union([
  z.number(),
  parameterText,
  z.array(parameterText).max(productLimits.listParameterMaxItems),
]);
export type ParameterValue = z.infer<typeof parameterValue>;

/** A product's parameter values by dictionary key; the server checks each value's kind. */
export const productParameters = z.partialRecord(z.enum(productParameterKeys), parameterValue);
export type ProductParameters = z.infer<typeof productParameters>;

const optionalText = (max: number) => multiLine().max(max).nullable().optional();

/** What staff fill in to create or edit a product (every language at once). */
export const productInput = z.object({
  model: singleLine().min(1).max(productLimits.modelMaxLength),
  nameZh: singleLine().min(1).max(productLimits.nameMaxLength),
  nameEn: singleLine().min(1).max(productLimits.nameMaxLength),
  /** Traditional Chinese; when empty the Simplified text is converted. */
  nameTw: singleLine().max(productLimits.nameMaxLength).nullable().optional(),
  summaryZh: optionalText(productLimits.summaryMaxLength),
  summaryEn: optionalText(productLimits.summaryMaxLength),
  summaryTw: optionalText(productLimits.summaryMaxLength),
  /** Rich text (HTML), sanitized against the allow-list on save and on output. */
  descriptionZh: richText().nullable().optional(),
  descriptionEn: richText().nullable().optional(),
  descriptionTw: richText().nullable().optional(),
  productType: z.enum(productTypes),
  networkSystem: z.enum(networkSystems),
  packageType: z.enum(packageTypes),
  parameters: productParameters.default({}),
  /** URL paths of uploaded images, the first one is the cover. */
  images: z
    .array(singleLine().max(productLimits.urlMaxLength))
    .max(productLimits.imagesMax)
    .default([]),
  buyUrl: z
    .url({ protocol: /^https?$/ })
    .max(productLimits.urlMaxLength)
    .refine((url) => !hasUntypeableCharacters(url), "validation.text.control")
    .nullable()
    .optional(),
  status: z.enum(productStatuses).default("draft"),
  sort: z.number().int().min(0).max(1_000_000).default(0),
  /** The module this product belongs to (a development board or accessory of it). */
  parentId: recordId.nullable().optional(),
  relatedIds: z.array(recordId).max(productLimits.relatedMax).default([]),
});
export type ProductInput = z.infer<typeof productInput>;

export const modifyProductInput = productInput.extend({ id: recordId, version: recordVersion });

export const productIdBody = z.object({ id: recordId });
export const productIdQuery = z.object({ id: recordIdFromText });

export const productStatusBody = z.object({
  id: recordId,
  status: z.enum(productStatuses),
});
export const productSortBody = z.object({
  id: recordId,
  sort: z.number().int().min(0).max(1_000_000),
});

/** Filters of the public catalogue; every one optional, values as the dictionary names them. */
export const productFilters = z.object({
  productType: z.enum(productTypes).optional(),
  networkSystem: z.enum(networkSystems).optional(),
  packageType: z.enum(packageTypes).optional(),
  keyword: keywordFilter,
});
export type ProductFilters = z.infer<typeof productFilters>;

export const productListQuery = pageQuery.extend(productFilters.shape);

/** Management lists: which products a page manages. */
export const productScopes = ["module", "child", "boardAndTerminal"] as const;
export const productAdminListQuery = pageQuery.extend({
  ...productFilters.shape,
  scope: z.enum(productScopes).default("module"),
  status: z.enum(productStatuses).optional(),
  parentId: recordIdFromText.optional(),
});
export type ProductAdminListQuery = z.infer<typeof productAdminListQuery>;

/** `ids=1,2,3`: 2 to 4 distinct product ids. */
export const compareQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: "product.compareIds" })
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .pipe(
      z
        .array(recordId)
        .min(productLimits.compareMin, { error: "product.compareIds" })
        .max(productLimits.compareMax, { error: "product.compareIds" }),
    ),
});

/** A product in lists and cards, in the language of the route. */
export const productListItem = z.object({
  id: z.number(),
  model: z.string(),
  name: z.string(),
  summary: z.string().nullable(),
  productType: z.enum(productTypes),
  networkSystem: z.enum(networkSystems),
  packageType: z.enum(packageTypes),
  image: z.string().nullable(),
  parentId: z.number().nullable(),
});
export type ProductListItem = z.infer<typeof productListItem>;

/** How many published products each filter option would leave, the other filters applied. */
export const productFilterCounts = z.object({
  total: z.number(),
  productType: z.record(z.string(), z.number()),
  networkSystem: z.record(z.string(), z.number()),
  packageType: z.record(z.string(), z.number()),
});
export type ProductFilterCounts = z.infer<typeof productFilterCounts>;

/** A parameter of the dictionary, named in the language of the route. */
export const productParameterEntry = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  kind: z.enum(productParameterKinds),
});
export type ProductParameterEntry = z.infer<typeof productParameterEntry>;

const namedOption = z.object({ value: z.string(), name: z.string() });

/** `GET /api/product/ch/dict` (and its English twin `/api/product/dict`). */
export const productDictionaryResponse = z.object({
  productTypes: z.array(namedOption),
  networkSystems: z.array(namedOption),
  packageTypes: z.array(namedOption),
  statuses: z.array(namedOption),
  parameters: z.array(productParameterEntry),
});
export type ProductDictionaryResponse = z.infer<typeof productDictionaryResponse>;

/** The public detail page's product. */
export const productDetail = productListItem.extend({
  description: z.string().nullable(),
  images: z.array(z.string()),
  buyUrl: z.string().nullable(),
  status: z.enum(productStatuses),
  viewCount: z.number(),
  parameters: z.array(
    productParameterEntry.extend({ value: z.union([z.number(), z.string(), z.array(z.string())]) }),
  ),
  parent: productListItem.nullable(),
  children: z.array(productListItem),
  related: z.array(productListItem),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** A comparison row: one parameter, one value per product (null when the product has none). */
export const compareRow = z.object({
  key: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  values: z.array(z.union([z.number(), z.string(), z.array(z.string()), z.null()])),
  differs: z.boolean(),
});
export type CompareRow = z.infer<typeof compareRow>;
export const compareResponse = z.object({
  products: z.array(productListItem),
  rows: z.array(compareRow),
});
export type CompareResponse = z.infer<typeof compareResponse>;

/** A node of `getProductTree`: a category, its published main products and their children. */
export type ProductTreeNode = {
  value: ProductType;
  name: string;
  products: (ProductListItem & { children: ProductListItem[] })[];
};
export const productTreeNode = z.object({
  value: z.enum(productTypes),
  name: z.string(),
  products: z.array(productListItem.extend({ children: z.array(productListItem) })),
});

/** A row of the management tables: both languages, status, order and counts. */
export const productAdminRow = z.object({
  id: z.number(),
  model: z.string(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  productType: z.enum(productTypes),
  networkSystem: z.enum(networkSystems),
  packageType: z.enum(packageTypes),
  status: z.enum(productStatuses),
  sort: z.number(),
  viewCount: z.number(),
  image: z.string().nullable(),
  parentId: z.number().nullable(),
  parentModel: z.string().nullable(),
  childCount: z.number(),
  updatedAt: z.string(),
});
export type ProductAdminRow = z.infer<typeof productAdminRow>;

/** `getProductInfo`: everything the edit form needs. */
export const productRecord = productInput.extend({
  id: z.number(),
  /** What the edit form sends back as `version`. */
  version: z.number(),
  viewCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductRecord = z.infer<typeof productRecord>;
