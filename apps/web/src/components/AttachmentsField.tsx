import { PaperClipOutlined } from "@ant-design/icons";
import { formatBytes } from "@portal/shared";
import { Button, Upload, type UploadFile, type UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../lib/feedback.ts";
import { HttpError } from "../lib/http.ts";

/** What the server answers for a kept file: at least the name the list shows. */
type StoredFile = { name: string };

function listed<File extends StoredFile>(file: File, index: number): UploadFile<File> {
  return { uid: `stored-${index}`, name: file.name, status: "done", response: file };
}

/**
 * Files sent as soon as they are picked, each with its progress in the list, checked for size
 * and count before sending; the field's value is the files the server kept, in the order they
 * were picked (a form editing a saved record starts with its files).
 */
export function AttachmentsField<File extends StoredFile>({
  id,
  value,
  onChange,
  onBusyChange,
  upload,
  extensions,
  maxBytes,
  maxFiles,
}: {
  id?: string;
  value?: File[];
  onChange?: (files: File[]) => void;
  /** True while a file is being sent: the form waits for it. */
  onBusyChange?: (busy: boolean) => void;
  upload: (file: globalThis.File, onProgress: (percent: number) => void) => Promise<File>;
  extensions: readonly string[];
  maxBytes: number;
  maxFiles: number;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile<File>[]>(() => (value ?? []).map(listed));

  const beforeUpload: UploadProps["beforeUpload"] = (file, picked) => {
    const room = maxFiles - files.length;
    if (picked.indexOf(file) >= room) {
      showError(t("attachments.tooMany", { max: maxFiles }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > maxBytes) {
      showError(t("attachments.tooLarge", { name: file.name, size: formatBytes(maxBytes) }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps["customRequest"] = async ({
    file,
    onProgress,
    onSuccess,
    onError,
  }) => {
    const sent = file as globalThis.File;
    try {
      onSuccess?.(await upload(sent, (percent) => onProgress?.({ percent })));
    } catch (error) {
      const reason = error instanceof HttpError ? error.msg : String(error);
      showError(t("attachments.failed", { name: sent.name, reason }));
      onError?.(new Error(reason));
    }
  };

  const change: UploadProps<File>["onChange"] = ({ fileList }) => {
    // A refused file leaves the list: its toast said why, and it must not count against the limit.
    const kept = fileList.filter((entry) => entry.status !== "error");
    setFiles(kept);
    onBusyChange?.(kept.some((entry) => entry.status === "uploading"));
    onChange?.(
      kept
        .filter((entry) => entry.status === "done" && entry.response)
        .map((entry) => entry.response as File),
    );
  };

  return (
    <Upload<File>
      multiple
      accept={extensions.map((extension) => `.${extension}`).join(",")}
      fileList={files}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={change}
    >
      <Button id={id} icon={<PaperClipOutlined aria-hidden />}>
        {t("attachments.add")}
      </Button>
    </Upload>
  );
}
