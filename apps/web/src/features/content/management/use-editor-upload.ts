import { App } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { EditorUpload } from "../../../components/rich-text-editor/editor-upload.ts";
import { HttpError } from "../../../lib/http.ts";
import { uploadEditorFile } from "./api.ts";

/**
 * The editor's uploads (images, videos, music) to the editor paths, with the progress shown in
 * a message while the file is sent. A refusal is thrown with the server's reason, which the
 * editor shows.
 */
export function useEditorUpload(): EditorUpload {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useMemo<EditorUpload>(
    () => async (file, kind) => {
      const key = `editor-upload-${file.name}-${file.size}-${file.lastModified}`;
      const show = (percent: number) =>
        message.open({
          key,
          type: "loading",
          content: t("content.management.upload.uploading", { name: file.name, percent }),
          duration: 0,
        });
      show(0);
      try {
        const answer = await uploadEditorFile(kind === "image" ? "image" : "video", file, show);
        message.open({
          key,
          type: "success",
          content: t("content.management.upload.uploaded", { name: file.name }),
          duration: 2,
        });
        return answer;
      } catch (error) {
        message.destroy(key);
        throw new Error(error instanceof HttpError ? error.msg : String(error));
      }
    },
    [message, t],
  );
}
