import { UploadOutlined } from "@ant-design/icons";
import { contentLimits, formatBytes } from "@portal/shared";
import { Button, Image, Input, Progress, Space, Upload, type UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadEditorFile } from "../../../../components/rich-text-editor/editor-upload.ts";
import { showError } from "../../../../lib/feedback.ts";
import { HttpError } from "../../../../lib/http.ts";

const maxBytes = {
  image: contentLimits.editorImageMaxBytes,
  video: contentLimits.editorVideoMaxBytes,
} as const;

/**
 * A file's address (the cover image, the video): typed in (an embed address for a video) or
 * filled by uploading a file to the editor's path, with a progress bar while it is sent.
 */
export function FileAddressField({
  id,
  kind,
  value,
  onChange,
  "aria-label": ariaLabel,
}: {
  id?: string;
  kind: "image" | "video";
  value?: string;
  onChange?: (address: string | undefined) => void;
  "aria-label"?: string;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    if (file.size > maxBytes[kind]) {
      showError(t("content.management.upload.tooLarge", { size: formatBytes(maxBytes[kind]) }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps["customRequest"] = async ({ file, onSuccess, onError }) => {
    const sent = file as File;
    setSending({ name: sent.name, percent: 0 });
    try {
      const answer = await uploadEditorFile(kind, sent, (percent) =>
        setSending({ name: sent.name, percent }),
      );
      onChange?.(answer.url);
      onSuccess?.(answer);
    } catch (error) {
      const reason = error instanceof HttpError ? error.msg : String(error);
      showError(t("content.management.upload.failed", { reason }));
      onError?.(error as Error);
    } finally {
      setSending(null);
    }
  };

  return (
    <div className="text-file-field">
      <Space.Compact className="text-file-address">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value || undefined)}
          placeholder={t("content.management.upload.addressPlaceholder")}
          aria-label={ariaLabel}
          maxLength={contentLimits.urlMaxLength}
          allowClear
        />
        <Upload
          accept={kind === "image" ? "image/*" : "video/*"}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={sending !== null}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={sending !== null}>
            {t("content.management.upload.upload")}
          </Button>
        </Upload>
      </Space.Compact>
      {sending ? (
        <Progress
          percent={sending.percent}
          size="small"
          aria-label={t("content.management.upload.uploading", sending)}
        />
      ) : null}
      {kind === "image" && value ? (
        <Image
          src={value}
          alt={t("content.management.upload.coverAlt")}
          width={160}
          className="text-cover-preview"
        />
      ) : null}
    </div>
  );
}
