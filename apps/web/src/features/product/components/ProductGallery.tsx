import { EyeOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyDialog } from "../../../lib/lazy-dialog.tsx";
import { ProductImage } from "./ProductImage.tsx";
import "./product-gallery.css";

// Ant Design's Image brings its preview (about 11 KB gzipped) to draw a picture; it comes on the
// first click instead.
const GalleryPreview = lazyDialog(() =>
  import("./GalleryPreview.tsx").then((module) => module.GalleryPreview),
);

/** The product's pictures: a large one (opens the preview) and thumbnails to choose it. */
export function ProductGallery({ images, model }: { images: string[]; model: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  if (images.length === 0) return <ProductImage src={null} className="product-gallery-empty" />;
  const shown = images[Math.min(current, images.length - 1)] ?? images[0];
  const alt = (index: number) => t("product.detail.imageAlt", { model, index: index + 1 });

  return (
    <div className="product-gallery">
      <button
        type="button"
        className="product-gallery-main"
        aria-haspopup="dialog"
        onClick={() => setPreviewOpen(true)}
      >
        <img src={shown} alt={alt(current)} />
        <span className="product-gallery-cover" aria-hidden>
          <EyeOutlined />
          {t("product.detail.preview")}
        </span>
      </button>
      <GalleryPreview
        images={images}
        current={current}
        open={previewOpen}
        onChange={setCurrent}
        onOpenChange={setPreviewOpen}
      />
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
