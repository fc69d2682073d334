import type { NetworkSystem, PackageType, ProductStatus, ProductType } from "@portal/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type SelectionFilterName, selectionFilters } from "./product-selection.ts";

export type ProductLabels = ReturnType<typeof useProductLabels>;

/**
 * Names of the shared product enums in the interface language: the one place the catalogue and
 * the management pages take them from, the product texts keyed by the shared `as const` lists.
 * Network systems are technical names that read the same in every language.
 */
export function useProductLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    // Read as objects: a value such as "M.2" cannot be part of a dotted key.
    const types = t("product.productTypes", { returnObjects: true }) as Record<ProductType, string>;
    const packages = t("product.packageTypes", { returnObjects: true }) as Record<
      PackageType,
      string
    >;
    const statuses = t("product.statuses", { returnObjects: true }) as Record<
      ProductStatus,
      string
    >;
    const productType = (type: ProductType) => types[type] ?? type;
    const networkSystem = (system: NetworkSystem): string => system;
    const packageType = (type: PackageType) => packages[type] ?? type;
    const status = (value: ProductStatus) => statuses[value] ?? value;
    /**
     * A value of a selection filter as the filter shows it. A value the filter does not know (a
     * name the server already translated) is shown as it is.
     */
    const filterOption = (name: SelectionFilterName, value: string) => {
      switch (name) {
        case "productType": {
          const known = selectionFilters.productType.find((option) => option === value);
          return known ? productType(known) : value;
        }
        case "packageType": {
          const known = selectionFilters.packageType.find((option) => option === value);
          return known ? packageType(known) : value;
        }
        case "networkSystem":
          return value;
      }
    };
    return { productType, networkSystem, packageType, status, filterOption };
  }, [t]);
}
