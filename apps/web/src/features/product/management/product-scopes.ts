import {
  boardAndTerminalProductTypes,
  moduleProductTypes,
  type PackageType,
  type ProductType,
  type productScopes,
  productTypes,
} from "@portal/shared";

export type ProductScope = (typeof productScopes)[number];

/**
 * What sets the three management pages apart: the categories each manages and what happens to
 * the parent module, so one table and one form serve all three.
 */
export type ScopeSettings = {
  /** i18n key of the page title (the route's own title). */
  titleKey: string;
  /** Categories a product of this page may have (the type filter and the form offer these). */
  productTypes: readonly ProductType[];
  /**
   * `none`: modules have no parent, it is saved empty; `required`: a sub-product names its
   * module; `kept`: the page does not show it, a saved product keeps the parent it had.
   */
  parent: "none" | "required" | "kept";
  /** The package a new product starts with (boards and terminals are "Board"). */
  defaultPackageType: PackageType | null;
};

export const scopeSettings: Record<ProductScope, ScopeSettings> = {
  module: {
    titleKey: "routes.productServer",
    productTypes: moduleProductTypes,
    parent: "none",
    defaultPackageType: null,
  },
  child: {
    titleKey: "routes.subProduct",
    productTypes,
    parent: "required",
    defaultPackageType: null,
  },
  boardAndTerminal: {
    titleKey: "routes.devTerminal",
    productTypes: boardAndTerminalProductTypes,
    parent: "kept",
    defaultPackageType: "Board",
  },
};
