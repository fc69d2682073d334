import { Image } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProductImage } from "./ProductImage.tsx";
import "./product-gallery.css";

/** The product's pictures: a large one (opens the preview) and thumbnails to choose it. */
export function ProductGallery({ images, model }: { images: string[]; model: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return <ProductImage src={null} className="product-gallery-empty" />;
  const shown = images[Math.min(current, images.length - 1)] ?? images[0];
  const alt = (index: number) => t("product.detail.imageAlt", { model, index: index + 1 });

  return (
    <div className="product-gallery">
      <Image.PreviewGroup
        items={images}
        preview={{ current, onChange: (index: number) => setCurrent(index) }}
      >
        <Image className="product-gallery-main" src={shown} alt={alt(current)} />
      </Image.PreviewGroup>
      {images.length > 1 ? (
        <ul className="product-gallery-thumbnails" aria-label={t("product.detail.gallery")}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={
                  index === current
                    ? "product-gallery-thumbnail product-gallery-thumbnail-current"
                    : "product-gallery-thumbnail"
                }
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <img src={image} alt={alt(index)} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
