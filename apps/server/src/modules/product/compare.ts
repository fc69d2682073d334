import {
  type CompareRow,
  type Language,
  type ParameterValue,
  productParameterDictionary,
} from "@portal/shared";
import { and, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { translate } from "../../platform/i18n/registry.ts";
import { isPublished, listColumns } from "./catalogue.ts";
import {
  optionName,
  type ProductListRow,
  type ProductRow,
  parameterEntry,
  parameterValueIn,
} from "./present.ts";
import { products } from "./schema.ts";

export type ComparedProduct = ProductListRow & Pick<ProductRow, "parameters">;
export type Comparison = { products: ComparedProduct[]; rows: CompareRow[] };

/** Lists compare as sets: the same bands in another order are no difference. */
function comparable(value: CompareRow["values"][number]): string {
  return JSON.stringify(Array.isArray(value) ? [...value].sort() : value);
}

function compareRow(
  entry: Pick<CompareRow, "key" | "name" | "unit">,
  values: CompareRow["values"],
): CompareRow {
  return { ...entry, values, differs: new Set(values.map(comparable)).size > 1 };
}

/**
 * The rows of a comparison: category, network system and package type, then every dictionary
 * parameter at least one of the products has, in dictionary order.
 */
export function comparisonRows(compared: ComparedProduct[], language: Language): CompareRow[] {
  const dimensions = (["productType", "networkSystem", "packageType"] as const).map((key) =>
    compareRow(
      { key, name: translate(language, `product.field.${key}`), unit: null },
      compared.map((product) => optionName(language, product[key])),
    ),
  );
  const parameters = productParameterDictionary
    .filter((parameter) => compared.some((product) => parameter.key in product.parameters))
    .map((parameter) => {
      const { key, name, unit } = parameterEntry(language, parameter);
      return compareRow(
        { key, name, unit },
        compared.map((product) => {
          const value: ParameterValue | undefined = product.parameters[parameter.key];
          return value === undefined ? null : parameterValueIn(language, value);
        }),
      );
    });
  return [...dimensions, ...parameters];
}

/**
 * Published products side by side, in the order of `ids`, in one query; 404 when any of them
 * is unknown or not published.
 */
export async function compareProducts(
  db: Database,
  ids: number[],
  language: Language,
): Promise<Comparison> {
  const rows = await db
    .select({ ...listColumns, parameters: products.parameters })
    .from(products)
    .where(and(inArray(products.id, ids), isPublished));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const compared = ids.flatMap((id) => byId.get(id) ?? []);
  if (compared.length !== ids.length) throw new AppError("not_found", "product.notFound");
  return { products: compared, rows: comparisonRows(compared, language) };
}
