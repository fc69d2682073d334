import type { PackageType, ProductType } from "@portal/shared";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type SelectionFilterName, selectionFilters } from "./product-selection.ts";

/**
 * Names of the catalogue's categories and package types in the interface language. Network
 * systems and solder packages are technical names that read the same in every language; only
 * "Board" (a development board or terminal) is translated.
 */
export function useProductLabels() {
  const { t } = useTranslation();
  const productType = useCallback((type: ProductType) => t(`catalogue.productTypes.${type}`), [t]);
  const packageType = useCallback(
    (type: PackageType) => (type === "Board" ? t("catalogue.packageBoard") : type),
    [t],
  );
  /**
   * A value of a selection filter as the filter shows it. A value the filter does not know (a
   * name the server already translated) is shown as it is.
   */
  const filterOption = useCallback(
    (name: SelectionFilterName, value: string) => {
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
    },
    [productType, packageType],
  );
  return { productType, packageType, filterOption };
}
