import { TextManagementPage } from "../components/TextManagementPage.tsx";

/** /server/promotion: solutions and the single pages. */
export function PromotionManagementPage() {
  return <TextManagementPage section="promotion" />;
}
