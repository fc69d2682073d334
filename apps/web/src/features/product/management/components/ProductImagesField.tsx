import { DeleteOutlined, LeftOutlined, RightOutlined, UploadOutlined } from "@ant-design/icons";
import { productImageMimeTypes, productLimits } from "@portal/shared";
import { Button, Image, Progress, Tag, Upload, type UploadProps } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../../../../lib/feedback.ts";
import { useUploadProductImage } from "../api.ts";

type PendingUpload = { uid: string; name: string; percent: number };

const maxMegabytes = productLimits.imageMaxBytes / (1024 * 1024);

/** Moves the item at `index` by `offset` places (the caller keeps it within the list). */
function moved<T>(items: readonly T[], index: number, offset: number): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + offset, 0, item);
  return next;
}

/**
 * The product's images: uploaded one or several at a time with a progress bar each, put in
 * order with the arrows (the first is the cover) and removed; the form saves the URLs.
 */
export function ProductImagesField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string[];
  onChange?: (images: string[]) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadProductImage();
  const images = value ?? [];
  // Several uploads finish one after the other: each adds to the list as it is by then.
  const latest = useRef(images);
  latest.current = images;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const room = productLimits.imagesMax - images.length - pending.length;

  function change(next: string[]) {
    latest.current = next;
    onChange?.(next);
  }

  const beforeUpload: UploadProps["beforeUpload"] = (file, batch) => {
    if (!(productImageMimeTypes as readonly string[]).includes(file.type)) {
      showError(t("product.management.images.type"));
      return Upload.LIST_IGNORE;
    }
    if (file.size > productLimits.imageMaxBytes) {
      showError(t("product.management.images.size", { size: maxMegabytes }));
      return Upload.LIST_IGNORE;
    }
    if (batch.indexOf(file) >= room) {
      showError(t("product.management.images.tooMany", { max: productLimits.imagesMax }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps["customRequest"] = async ({ file, onSuccess, onError }) => {
    const sent = file as File & { uid: string };
    const setPercent = (percent: number) =>
      setPending((items) =>
        items.map((item) => (item.uid === sent.uid ? { ...item, percent } : item)),
      );
    setPending((items) => [...items, { uid: sent.uid, name: sent.name, percent: 0 }]);
    try {
      const result = await upload.mutateAsync({ file: sent, onProgress: setPercent });
      change([...latest.current, result.url]);
      onSuccess?.(result);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setPending((items) => items.filter((item) => item.uid !== sent.uid));
    }
  };

  return (
    <div className="product-images">
      {images.length === 0 && pending.length === 0 ? (
        <p className="text-muted">{t("product.management.images.empty")}</p>
      ) : (
        <ul className="product-images-list">
          {images.map((url, index) => {
            const number = index + 1;
            return (
              <li key={url} className="product-image-tile">
                <Image
                  src={url}
                  alt={t("product.management.images.alt", { index: number })}
                  width={120}
                  height={120}
                  className="product-image-picture"
                />
                <div className="product-image-actions">
                  {index === 0 ? (
                    <Tag color="processing">{t("product.management.images.cover")}</Tag>
                  ) : (
                    <span />
                  )}
                  <span>
                    <Button
                      type="text"
                      size="small"
                      icon={<LeftOutlined aria-hidden />}
                      disabled={index === 0}
                      aria-label={t("product.management.images.moveEarlier", { index: number })}
                      onClick={() => change(moved(images, index, -1))}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<RightOutlined aria-hidden />}
                      disabled={index === images.length - 1}
                      aria-label={t("product.management.images.moveLater", { index: number })}
                      onClick={() => change(moved(images, index, 1))}
                    />
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t("product.management.images.remove", { index: number })}
                      onClick={() => change(images.filter((_, other) => other !== index))}
                    />
                  </span>
                </div>
              </li>
            );
          })}
          {pending.map((item) => (
            <li key={item.uid} className="product-image-tile product-image-pending">
              <span className="product-image-name">{item.name}</span>
              <Progress
                percent={item.percent}
                size="small"
                aria-label={t("product.management.images.uploading", { name: item.name })}
              />
            </li>
          ))}
        </ul>
      )}
      <Upload
        accept={productImageMimeTypes.join(",")}
        multiple
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={room <= 0}
      >
        <Button id={id} icon={<UploadOutlined aria-hidden />} disabled={room <= 0}>
          {t("product.management.images.upload")}
        </Button>
      </Upload>
      <div className="field-hint">
        {t("product.management.images.hint", { size: maxMegabytes, max: productLimits.imagesMax })}
      </div>
    </div>
  );
}
