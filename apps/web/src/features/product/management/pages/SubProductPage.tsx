import { ProductManagementPage } from "../components/ProductManagementPage.tsx";

/** /server/subProduct: boards and accessories that belong to a module. */
export function SubProductPage() {
  return <ProductManagementPage scope="child" />;
}
