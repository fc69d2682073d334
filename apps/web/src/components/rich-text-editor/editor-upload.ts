import type { EditorUploadAnswer } from "@portal/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast, showToast } from "../../lib/feedback.ts";
import { HttpError, http } from "../../lib/http.ts";

/** What an upload answers: the stored file's address and the names to show for it. */
export type UploadedFile = { url: string; title?: string; original?: string };

/** Sends a file to the editor and answers where it is stored, or throws the reason it was refused. */
export type EditorUpload = (file: File, kind: "image" | "video" | "audio") => Promise<UploadedFile>;

/** The server's editor upload paths: pictures, and videos and music. */
const editorUploadPaths = {
  image: "/api/ueditor/uploadImage",
  video: "/api/ueditor/uploadVideo",
} as const;

export type EditorUploadPath = keyof typeof editorUploadPaths;

/**
 * Sends a file to an editor upload path through the HTTP client, reporting its progress;
 * answers the stored file. A refusal is left to the caller (no toast), which says why.
 */
export function uploadEditorFile(
  kind: EditorUploadPath,
  file: File,
  onProgress: (percent: number) => void,
): Promise<EditorUploadAnswer> {
  const form = new FormData();
  form.append("file", file);
  return http.upload<EditorUploadAnswer>(editorUploadPaths[kind], form, {
    onProgress,
    quiet: true,
  });
}

/**
 * The editor's uploads (images, videos, music), the progress shown in a message while the file
 * is sent. A refusal is thrown with the server's reason, which the editor shows.
 */
export function useEditorUpload(): EditorUpload {
  const { t } = useTranslation();
  return useMemo<EditorUpload>(
    () => async (file, kind) => {
      const key = `editor-upload-${file.name}-${file.size}-${file.lastModified}`;
      const show = (percent: number) =>
        showToast({
          key,
          type: "loading",
          content: t("editor.uploadProgress", { name: file.name, percent }),
          duration: 0,
        });
      show(0);
      try {
        const answer = await uploadEditorFile(kind === "image" ? "image" : "video", file, show);
        showToast({
          key,
          type: "success",
          content: t("editor.uploaded", { name: file.name }),
          duration: 2,
        });
        return answer;
      } catch (error) {
        dismissToast(key);
        throw new Error(error instanceof HttpError ? error.msg : String(error));
      }
    },
    [t],
  );
}
