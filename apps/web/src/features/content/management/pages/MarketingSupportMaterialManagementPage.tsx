import { TextManagementPage } from "../components/TextManagementPage.tsx";

/** /server/marketingSupportMaterial: downloadable marketing material. */
export function MarketingSupportMaterialManagementPage() {
  return <TextManagementPage section="marketingSupportMaterial" />;
}
