import {
  networkSystems,
  type ProductDictionaryResponse,
  type ProductType,
  packageTypes,
  productStatuses,
} from "@portal/shared";

type NamedOption = { value: string; name: string };

/** The dictionary's closed lists a product is filtered and described by. */
export const choiceFields = ["productType", "networkSystem", "packageType", "status"] as const;
export type ChoiceField = (typeof choiceFields)[number];

/**
 * Select options for `values` (the shared constants say which values exist), labelled with
 * the dictionary's localized names; a value the dictionary has not named yet shows as itself.
 */
export function namedOptions<T extends string>(
  values: readonly T[],
  names: readonly NamedOption[] | undefined,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: nameOf(names, value) }));
}

/** The dictionary's name of a value, or the value itself while the names are not known. */
export function nameOf(names: readonly NamedOption[] | undefined, value: string): string {
  return names?.find((option) => option.value === value)?.name ?? value;
}

/** The options of every closed list, the categories limited to those a page manages. */
export function dictionaryChoices(
  categories: readonly ProductType[],
  dictionary: ProductDictionaryResponse | undefined,
): Record<ChoiceField, { value: string; label: string }[]> {
  return {
    productType: namedOptions(categories, dictionary?.productTypes),
    networkSystem: namedOptions(networkSystems, dictionary?.networkSystems),
    packageType: namedOptions(packageTypes, dictionary?.packageTypes),
    status: namedOptions(productStatuses, dictionary?.statuses),
  };
}
