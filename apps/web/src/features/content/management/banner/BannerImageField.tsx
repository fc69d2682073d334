import { UploadOutlined } from "@ant-design/icons";
import { bannerImageMimeTypes, contentLimits } from "@portal/shared";
import { Button, Image, Input, Progress, Upload, type UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../../../../lib/feedback.ts";
import { useUploadBannerImage } from "./api.ts";

const maxMegabytes = contentLimits.bannerImageMaxBytes / (1024 * 1024);

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
  const upload = useUploadBannerImage();
  const [percent, setPercent] = useState<number | null>(null);
  const address = value ?? "";

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    if (!(bannerImageMimeTypes as readonly string[]).includes(file.type)) {
      showError(t("content.bannerManagement.banners.imageType"));
      return Upload.LIST_IGNORE;
    }
    if (file.size > contentLimits.bannerImageMaxBytes) {
      showError(t("content.bannerManagement.banners.imageSize", { size: maxMegabytes }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps["customRequest"] = async ({ file, onSuccess, onError }) => {
    setPercent(0);
    try {
      const result = await upload.mutateAsync({ file: file as File, onProgress: setPercent });
      onChange?.(result.url);
      onSuccess?.(result);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setPercent(null);
    }
  };

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
        <Upload
          accept={bannerImageMimeTypes.join(",")}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={percent !== null}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={percent !== null}>
            {t(
              address
                ? "content.bannerManagement.banners.replace"
                : "content.bannerManagement.banners.upload",
            )}
          </Button>
        </Upload>
        {percent !== null ? (
          <Progress
            percent={percent}
            size="small"
            aria-label={t("content.bannerManagement.banners.uploading", { percent })}
          />
        ) : null}
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
