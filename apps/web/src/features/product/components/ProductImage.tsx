import { ApiOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import "./product-image.css";

/**
 * A product's picture, or a neutral placeholder when it has none. Cards name the product right
 * beside it, so the picture is decorative there (`alt=""`).
 */
export function ProductImage({
  src,
  alt = "",
  className = "",
}: {
  src: string | null;
  alt?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!src) {
    return (
      <div className={`product-image product-image-placeholder ${className}`} aria-hidden="true">
        <ApiOutlined />
        <span>{t("product.noImage")}</span>
      </div>
    );
  }
  return <img className={`product-image ${className}`} src={src} alt={alt} loading="lazy" />;
}
