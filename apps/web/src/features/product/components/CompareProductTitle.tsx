import { CloseOutlined } from "@ant-design/icons";
import type { ProductListItem } from "@portal/shared";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProductImage } from "./ProductImage.tsx";
import "./compare-table.css";

export function CompareProductTitle({
  product,
  onRemove,
}: {
  product: ProductListItem;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="compare-product">
      <ProductImage src={product.image} className="compare-product-image" />
      <Link to={`/product/detail/${product.id}`} className="compare-product-model">
        {product.model}
      </Link>
      <span className="compare-product-name">{product.name}</span>
      <Button
        size="small"
        type="text"
        icon={<CloseOutlined />}
        aria-label={t("product.compare.remove", { model: product.model })}
        onClick={() => onRemove(product.id)}
        className="compare-product-remove"
      />
    </div>
  );
}
