import { networkSystems, type ProductType, packageTypes, productStatuses } from "@portal/shared";
import type { ProductLabels } from "../product-labels.ts";

/** The closed lists a product is filtered and described by. */
export const choiceFields = ["productType", "networkSystem", "packageType", "status"] as const;
type ChoiceField = (typeof choiceFields)[number];

type ChoiceOption = { value: string; label: string };

/**
 * Select options of every closed list (the shared constants say which values exist), named
 * as the catalogue names them; the categories limited to those a page manages.
 */
export function choiceOptions(
  categories: readonly ProductType[],
  labels: Pick<ProductLabels, "productType" | "networkSystem" | "packageType" | "status">,
): Record<ChoiceField, ChoiceOption[]> {
  return {
    productType: categories.map((value) => ({ value, label: labels.productType(value) })),
    networkSystem: networkSystems.map((value) => ({ value, label: labels.networkSystem(value) })),
    packageType: packageTypes.map((value) => ({ value, label: labels.packageType(value) })),
    status: productStatuses.map((value) => ({ value, label: labels.status(value) })),
  };
}
