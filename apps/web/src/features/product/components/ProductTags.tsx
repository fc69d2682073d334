import type { ProductListItem } from "@portal/shared";
import { Tag } from "antd";
import { useProductLabels } from "../product-labels.ts";
import "./product-tags.css";

/** Category, network system and package type of a product. */
export function ProductTags({
  product,
}: {
  product: Pick<ProductListItem, "productType" | "networkSystem" | "packageType">;
}) {
  const labels = useProductLabels();
  return (
    <div className="product-tags">
      <Tag color="blue">{labels.productType(product.productType)}</Tag>
      <Tag>{product.networkSystem}</Tag>
      <Tag>{labels.packageType(product.packageType)}</Tag>
    </div>
  );
}
