import { UploadOutlined } from "@ant-design/icons";
import { Button, Progress, Upload, type UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../../lib/feedback.ts";

/**
 * A picture's upload button: the type and size checked before sending, the progress shown while
 * it goes, the address the server answered handed to `onUploaded`. Its words are the page's own,
 * under `textsKey`: `upload`, `replace`, `uploading` ({{percent}}), `imageType` and `imageSize`
 * ({{size}} in MB).
 */
export function ImageUploadButton({
  id,
  hasImage,
  mimeTypes,
  maxBytes,
  upload,
  onUploaded,
  textsKey,
}: {
  id?: string;
  hasImage: boolean;
  mimeTypes: readonly string[];
  maxBytes: number;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<{ url: string }>;
  onUploaded: (address: string) => void;
  textsKey: string;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    if (!mimeTypes.includes(file.type)) {
      showError(t(`${textsKey}.imageType`));
      return Upload.LIST_IGNORE;
    }
    if (file.size > maxBytes) {
      showError(t(`${textsKey}.imageSize`, { size: maxBytes / (1024 * 1024) }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps["customRequest"] = async ({ file, onSuccess, onError }) => {
    setPercent(0);
    try {
      const result = await upload(file as File, setPercent);
      onUploaded(result.url);
      onSuccess?.(result);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <Upload
        accept={mimeTypes.join(",")}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={percent !== null}
      >
        <Button id={id} icon={<UploadOutlined aria-hidden />} loading={percent !== null}>
          {t(hasImage ? `${textsKey}.replace` : `${textsKey}.upload`)}
        </Button>
      </Upload>
      {percent !== null ? (
        <Progress
          percent={percent}
          size="small"
          aria-label={t(`${textsKey}.uploading`, { percent })}
        />
      ) : null}
    </>
  );
}
