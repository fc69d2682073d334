import { ProductManagementPage } from "../components/ProductManagementPage.tsx";

/** /server/devTerminal: development boards and terminals. */
export function DevTerminalPage() {
  return <ProductManagementPage scope="boardAndTerminal" />;
}
