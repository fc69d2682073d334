import { Result } from "antd";
import type { ReactNode } from "react";
import { Card } from "../../../components/card/Card.tsx";
import { BrowseProductsLinks } from "./BrowseProductsLinks.tsx";
import "../pages/compare.css";

/** Why nothing can be compared, what to do here, and the ways back to the products. */
export function CompareNotice({
  status,
  title,
  hint,
  action,
}: {
  status: "info" | "404";
  title: string;
  hint: string;
  action: ReactNode;
}) {
  return (
    <Card>
      <Result
        status={status}
        title={title}
        subTitle={hint}
        extra={
          <div className="compare-empty-actions">
            {action}
            <BrowseProductsLinks />
          </div>
        }
      />
    </Card>
  );
}
