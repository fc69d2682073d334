import {
  type CompareRow,
  type Language,
  type ParameterValue,
  productParameterDictionary,
} from "@portal/shared";
import { translate } from "../../platform/i18n/registry.ts";
import {
  optionName,
  type ProductListRow,
  type ProductRow,
  parameterEntry,
  parameterValueIn,
} from "./present.ts";

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
function comparisonRows(compared: ComparedProduct[], language: Language): CompareRow[] {
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

/** The products side by side and the rows comparing them, in `language`. */
export function comparisonOf(compared: ComparedProduct[], language: Language): Comparison {
  return { products: compared, rows: comparisonRows(compared, language) };
}
