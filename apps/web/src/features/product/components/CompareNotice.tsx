import { ExclamationCircleFilled } from "@ant-design/icons";
import type { ReactNode } from "react";
import { Card } from "../../../components/card/Card.tsx";
import { Result } from "../../../components/LazyResult.tsx";
import { BrowseProductsLinks } from "./BrowseProductsLinks.tsx";
import "../pages/compare.css";

/**
 * Why nothing can be compared, what to do here, and the ways back to the products. The "info"
 * notice (too few products, which is what the bare comparison link shows) is plain markup drawn
 * as Ant Design's Result (compare.css); the "404" one is antd's Result, fetched when first shown:
 * its module carries every status's picture (about 10 KB gzipped).
 */
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
  const extra = (
    <div className="compare-empty-actions">
      {action}
      <BrowseProductsLinks />
    </div>
  );
  if (status === "404") {
    return (
      <Card>
        <Result status={status} title={title} subTitle={hint} extra={extra} />
      </Card>
    );
  }
  return (
    <Card>
      <div className="compare-notice">
        <div className="compare-notice-icon">
          <ExclamationCircleFilled />
        </div>
        <div className="compare-notice-title">{title}</div>
        <div className="compare-notice-subtitle">{hint}</div>
        <div className="compare-notice-extra">{extra}</div>
      </div>
    </Card>
  );
}
