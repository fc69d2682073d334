import { VisitorPanel } from "../components/VisitorPanel.tsx";

/** /support/customService: the visitor's chat on a page of its own. */
export function CustomServicePage() {
  return (
    <div className="page-container">
      <VisitorPanel embedded />
    </div>
  );
}
