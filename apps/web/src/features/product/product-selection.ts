import {
  type NetworkSystem,
  networkSystems,
  type PackageType,
  type ProductFilterCounts,
  type ProductType,
  packageTypes,
  productTypes,
} from "@portal/shared";

/** The three filters of the selection page, in the order the page shows them. */
export const selectionFilters = {
  productType: productTypes,
  networkSystem: networkSystems,
  packageType: packageTypes,
} as const;
export type SelectionFilterName = keyof typeof selectionFilters;
export const selectionFilterNames = Object.keys(selectionFilters) as SelectionFilterName[];

/** What the selection page shows: its filters, keyword and page, all held in the URL query. */
export type ProductSelection = {
  productType?: ProductType;
  networkSystem?: NetworkSystem;
  packageType?: PackageType;
  keyword: string;
  page: number;
};

export const emptySelection: ProductSelection = { keyword: "", page: 1 };

/** The longest keyword the catalogue's search accepts (the server's limit). */
export const keywordMaxLength = 50;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/**
 * Reads a selection from the URL query. Values the filters do not know, a page that is not a
 * positive whole number and an over-long keyword are dropped, so a hand-edited or outdated link
 * still opens a working page.
 */
export function selectionFromSearch(search: URLSearchParams): ProductSelection {
  const page = Number(search.get("page"));
  const keyword = (search.get("keyword") ?? "").trim().slice(0, keywordMaxLength);
  return {
    productType: oneOf(productTypes, search.get("productType")),
    networkSystem: oneOf(networkSystems, search.get("networkSystem")),
    packageType: oneOf(packageTypes, search.get("packageType")),
    keyword,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a selection; "All", an empty keyword and page 1 are left out. */
export function searchFromSelection(selection: ProductSelection): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of selectionFilterNames) {
    const value = selection[name];
    if (value) search.set(name, value);
  }
  const keyword = selection.keyword.trim();
  if (keyword) search.set("keyword", keyword);
  if (selection.page > 1) search.set("page", String(selection.page));
  return search;
}

/**
 * Chooses an option of one filter (undefined = "All"; a value the filter does not know counts as
 * "All" too); a new choice starts again at page 1.
 */
export function withFilter(
  selection: ProductSelection,
  name: SelectionFilterName,
  value: string | undefined,
): ProductSelection {
  const options: readonly string[] = selectionFilters[name];
  const known = value !== undefined && options.includes(value) ? value : undefined;
  return { ...selection, [name]: known, page: 1 };
}

export function withKeyword(selection: ProductSelection, keyword: string): ProductSelection {
  return { ...selection, keyword: keyword.slice(0, keywordMaxLength), page: 1 };
}

/** Whether any filter or keyword narrows the list (a reset would change something). */
export function isNarrowed(selection: ProductSelection): boolean {
  return (
    selectionFilterNames.some((name) => selection[name] !== undefined) ||
    selection.keyword.trim() !== ""
  );
}

/**
 * How many products an option would leave. The server counts each option with the other
 * filters applied; "All" (value undefined) leaves the sum of its options, since every product
 * has exactly one value of each filter.
 */
export function optionCount(
  counts: ProductFilterCounts | undefined,
  name: SelectionFilterName,
  value: string | undefined,
): number | undefined {
  const group = counts?.[name];
  if (!group) return undefined;
  if (value === undefined) return Object.values(group).reduce((sum, count) => sum + count, 0);
  return group[value] ?? 0;
}
