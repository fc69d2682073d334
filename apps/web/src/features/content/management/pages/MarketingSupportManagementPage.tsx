import { TextManagementPage } from "../components/TextManagementPage.tsx";

/** /server/marketingSupport: marketing support articles. */
export function MarketingSupportManagementPage() {
  return <TextManagementPage section="marketingSupport" />;
}
