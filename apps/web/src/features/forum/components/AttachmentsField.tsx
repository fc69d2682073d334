import { PaperClipOutlined } from "@ant-design/icons";
import {
  type ForumAttachmentInput,
  formatBytes,
  forumAttachmentExtensions,
  forumLimits,
} from "@portal/shared";
import { Button, Upload, type UploadFile, type UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../../../lib/feedback.ts";
import { HttpError } from "../../../lib/http.ts";
import { uploadForumAttachment } from "../api.ts";

const accept = forumAttachmentExtensions.map((extension) => `.${extension}`).join(",");
const maxSize = formatBytes(forumLimits.attachmentMaxBytes);

/**
 * A question's files: each is sent as soon as it is picked, its progress shown in the list; the
 * field's value is the files the server kept, in the order they were picked.
 */
export function AttachmentsField({
  id,
  topicId,
  onChange,
  onBusyChange,
}: {
  id?: string;
  topicId: number | undefined;
  /** True while a file is being sent: the question waits for it. */
  onBusyChange: (busy: boolean) => void;
  value?: ForumAttachmentInput[];
  onChange?: (attachments: ForumAttachmentInput[]) => void;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile<ForumAttachmentInput>[]>([]);

  const beforeUpload: UploadProps["beforeUpload"] = (file, picked) => {
    const room = forumLimits.attachmentsMax - files.length;
    if (picked.indexOf(file) >= room) {
      showError(t("forum.form.attachmentsTooMany", { max: forumLimits.attachmentsMax }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > forumLimits.attachmentMaxBytes) {
      showError(t("forum.form.attachmentTooLarge", { name: file.name, size: maxSize }));
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
    const sent = file as File;
    try {
      const answer = await uploadForumAttachment(sent, topicId, (percent) =>
        onProgress?.({ percent }),
      );
      onSuccess?.(answer);
    } catch (error) {
      const reason = error instanceof HttpError ? error.msg : String(error);
      showError(t("forum.form.attachmentFailed", { name: sent.name, reason }));
      onError?.(new Error(reason));
    }
  };

  const change: UploadProps<ForumAttachmentInput>["onChange"] = ({ fileList }) => {
    // A refused file leaves the list: its toast said why, and it must not count against the five.
    const kept = fileList.filter((entry) => entry.status !== "error");
    setFiles(kept);
    onBusyChange(kept.some((entry) => entry.status === "uploading"));
    onChange?.(
      kept
        .filter((entry) => entry.status === "done" && entry.response)
        .map((entry) => entry.response as ForumAttachmentInput),
    );
  };

  return (
    <Upload<ForumAttachmentInput>
      multiple
      accept={accept}
      fileList={files}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={change}
    >
      <Button id={id} icon={<PaperClipOutlined aria-hidden />}>
        {t("forum.form.attachmentsAdd")}
      </Button>
    </Upload>
  );
}
