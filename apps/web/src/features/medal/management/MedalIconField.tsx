import { UploadOutlined } from "@ant-design/icons";
import { medalIconMimeTypes, medalLimits } from "@portal/shared";
import { Button, Progress, Upload, type UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../../../lib/feedback.ts";
import { useUploadMedalIcon } from "../api.ts";

const maxMegabytes = medalLimits.iconMaxBytes / (1024 * 1024);

/**
 * The medal's icon: uploaded with its progress and shown as members will see it. The form keeps
 * the address the server answered (an icon must be one this portal stored).
 */
export function MedalIconField({
  id,
  value,
  onChange,
  name,
}: {
  id?: string;
  value?: string;
  onChange?: (address: string) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const upload = useUploadMedalIcon();
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    if (!(medalIconMimeTypes as readonly string[]).includes(file.type)) {
      showError(t("medal.management.iconType"));
      return Upload.LIST_IGNORE;
    }
    if (file.size > medalLimits.iconMaxBytes) {
      showError(t("medal.management.iconSize", { size: maxMegabytes }));
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
    <div className="medal-icon-field">
      {value ? (
        <img
          src={value}
          alt={t("medal.management.iconAlt", { name })}
          className="medal-icon-preview"
          width={64}
          height={64}
        />
      ) : (
        <span className="medal-icon-preview medal-icon-missing text-muted">
          {t("medal.management.noIcon")}
        </span>
      )}
      <div className="medal-icon-controls">
        <Upload
          accept={medalIconMimeTypes.join(",")}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={percent !== null}
        >
          <Button id={id} icon={<UploadOutlined aria-hidden />} loading={percent !== null}>
            {t(value ? "medal.management.replace" : "medal.management.upload")}
          </Button>
        </Upload>
        {percent !== null ? (
          <Progress
            percent={percent}
            size="small"
            aria-label={t("medal.management.uploading", { percent })}
          />
        ) : null}
      </div>
    </div>
  );
}
