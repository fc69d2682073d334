import { bannerImageMimeTypes, contentLimits } from "@portal/shared";
import { Image, Input } from "antd";
import { useTranslation } from "react-i18next";
import { ImageUploadButton } from "../../../../components/management/ImageUploadButton.tsx";
import { uploadBannerImage } from "./api.ts";

/**
 * The banner's picture: uploaded (with its progress) or given by address, shown as it will
 * appear. The form keeps the address.
 */
export function BannerImageField({
  id,
  value,
  onChange,
  title,
}: {
  id?: string;
  value?: string;
  onChange?: (address: string) => void;
  title: string;
}) {
  const { t } = useTranslation();
  const address = value ?? "";
  return (
    <div className="banner-image-field">
      <div className="banner-image-preview">
        {address ? (
          <Image
            src={address}
            alt={t("content.bannerManagement.banners.preview", { title })}
            className="banner-image-picture"
          />
        ) : (
          <span className="text-muted">{t("content.bannerManagement.banners.noImage")}</span>
        )}
      </div>
      <div className="banner-image-controls">
        <ImageUploadButton
          hasImage={Boolean(address)}
          mimeTypes={bannerImageMimeTypes}
          maxBytes={contentLimits.bannerImageMaxBytes}
          upload={uploadBannerImage}
          onUploaded={(uploaded) => onChange?.(uploaded)}
          textsKey="content.bannerManagement.banners"
        />
        <Input
          id={id}
          value={address}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder="/uploads/banners/…"
          aria-label={t("content.bannerManagement.banners.imageAddress")}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
