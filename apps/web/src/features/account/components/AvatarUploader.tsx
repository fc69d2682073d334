import { UploadOutlined, UserOutlined } from "@ant-design/icons";
import { avatarMimeTypes, profileLimits } from "@portal/shared";
import { Avatar, Button, Progress, Upload, type UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, showSuccess } from "../../../lib/feedback.ts";
import { useUploadAvatar } from "../api.ts";
import "../account.css";

/**
 * The avatar field of the profile form: checks type and size before sending, uploads with a
 * progress bar and hands the stored URL to the form (saved with the rest of the profile).
 */
export function AvatarUploader({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    if (!(avatarMimeTypes as readonly string[]).includes(file.type)) {
      showError(t("account.profile.avatarType"));
      return Upload.LIST_IGNORE;
    }
    if (file.size > profileLimits.avatarMaxBytes) {
      showError(t("account.profile.avatarSize"));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps["customRequest"] = async ({ file, onSuccess, onError }) => {
    setPercent(0);
    try {
      const result = await upload.mutateAsync({ file: file as File, onProgress: setPercent });
      onChange?.(result.url);
      showSuccess(t("account.profile.avatarUploaded"));
      onSuccess?.(result);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="avatar-uploader">
      <Avatar
        size={88}
        src={value || undefined}
        icon={<UserOutlined />}
        alt={t("account.profile.avatar")}
      />
      <div className="avatar-uploader-actions">
        <Upload
          accept={avatarMimeTypes.join(",")}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          maxCount={1}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {t("account.profile.uploadAvatar")}
          </Button>
        </Upload>
        <div className="field-hint">{t("account.profile.avatarHint")}</div>
        {percent !== null ? (
          <Progress percent={percent} size="small" aria-label={t("account.profile.uploadAvatar")} />
        ) : null}
      </div>
    </div>
  );
}
