import { ProductManagementPage } from "../components/ProductManagementPage.tsx";

/** /server/productServer: the modules (2G, 4G, NB-IoT, 5G). */
export function ProductServerPage() {
  return <ProductManagementPage scope="module" />;
}
