import type {
  NetworkSystem,
  PackageType,
  ProductInput,
  ProductParameterEntry,
  ProductRecord,
  ProductStatus,
  ProductType,
} from "@portal/shared";
import { type ParameterRow, parameterRowsOf, parametersOf } from "./parameter-rows.ts";
import { type ProductScope, scopeSettings } from "./product-scopes.ts";

/** The languages a product's texts are written in, as the suffix of their field names. */
export const textLanguages = ["Zh", "En", "Tw"] as const;
export type TextLanguage = (typeof textLanguages)[number];

/** Where the editor keeps the draft of a product's description in one language. */
export const descriptionDraftKey = (productId: number | null, language: TextLanguage) =>
  `product-description:${productId ?? "new"}:${language}`;

/** The per-language text fields of the form (names, summaries, descriptions). */
export const textFieldsOf = (language: TextLanguage) =>
  [`name${language}`, `summary${language}`, `description${language}`] as const;

/** What the create/edit form holds; descriptions are the rich-text editor's HTML ("" when empty). */
export type ProductFormValues = {
  model: string;
  nameZh: string;
  nameEn: string;
  nameTw: string;
  summaryZh: string;
  summaryEn: string;
  summaryTw: string;
  descriptionZh: string;
  descriptionEn: string;
  descriptionTw: string;
  productType: ProductType | null;
  networkSystem: NetworkSystem | null;
  packageType: PackageType | null;
  parameters: ParameterRow[];
  images: string[];
  buyUrl: string;
  status: ProductStatus;
  sort: number;
  parentId: number | null;
  relatedIds: number[];
};

/** A new product of a page: the page's first category, a draft, nothing else filled in. */
export function newProductFormValues(scope: ProductScope): ProductFormValues {
  const settings = scopeSettings[scope];
  return {
    model: "",
    nameZh: "",
    nameEn: "",
    nameTw: "",
    summaryZh: "",
    summaryEn: "",
    summaryTw: "",
    descriptionZh: "",
    descriptionEn: "",
    descriptionTw: "",
    productType: settings.productTypes.length === 1 ? (settings.productTypes[0] ?? null) : null,
    networkSystem: null,
    packageType: settings.defaultPackageType,
    parameters: [],
    images: [],
    buyUrl: "",
    status: "draft",
    sort: 0,
    parentId: null,
    relatedIds: [],
  };
}

/** A stored product as the form shows it. */
export function productFormValuesOf(
  record: ProductRecord,
  dictionary: readonly ProductParameterEntry[],
): ProductFormValues {
  return {
    model: record.model,
    nameZh: record.nameZh,
    nameEn: record.nameEn,
    nameTw: record.nameTw ?? "",
    summaryZh: record.summaryZh ?? "",
    summaryEn: record.summaryEn ?? "",
    summaryTw: record.summaryTw ?? "",
    descriptionZh: record.descriptionZh ?? "",
    descriptionEn: record.descriptionEn ?? "",
    descriptionTw: record.descriptionTw ?? "",
    productType: record.productType,
    networkSystem: record.networkSystem,
    packageType: record.packageType,
    parameters: parameterRowsOf(record.parameters, dictionary),
    images: [...record.images],
    buyUrl: record.buyUrl ?? "",
    status: record.status,
    sort: record.sort,
    parentId: record.parentId ?? null,
    relatedIds: [...record.relatedIds],
  };
}

function optional(text: string | null | undefined): string | null {
  const trimmed = (text ?? "").trim();
  return trimmed === "" ? null : trimmed;
}

/** The form's categories are required fields; a missing one here is a programming error. */
function required<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`The product form was saved without ${field}`);
  return value;
}

/**
 * The form's values as the server's `ProductInput`. `original` is the stored product when
 * editing: a page that does not show the parent keeps the one the product had.
 */
export function productInputOf(
  values: ProductFormValues,
  options: {
    scope: ProductScope;
    dictionary: readonly ProductParameterEntry[];
    original: ProductRecord | null;
  },
): ProductInput {
  const { scope, dictionary, original } = options;
  const parent = scopeSettings[scope].parent;
  return {
    model: values.model.trim(),
    nameZh: values.nameZh.trim(),
    nameEn: values.nameEn.trim(),
    nameTw: optional(values.nameTw),
    summaryZh: optional(values.summaryZh),
    summaryEn: optional(values.summaryEn),
    summaryTw: optional(values.summaryTw),
    descriptionZh: optional(values.descriptionZh),
    descriptionEn: optional(values.descriptionEn),
    descriptionTw: optional(values.descriptionTw),
    productType: required(values.productType, "productType"),
    networkSystem: required(values.networkSystem, "networkSystem"),
    packageType: required(values.packageType, "packageType"),
    parameters: parametersOf(values.parameters, dictionary),
    images: [...values.images],
    buyUrl: optional(values.buyUrl),
    status: values.status,
    sort: values.sort,
    parentId:
      parent === "required"
        ? values.parentId
        : parent === "kept"
          ? (original?.parentId ?? null)
          : null,
    relatedIds: [...values.relatedIds],
  };
}
