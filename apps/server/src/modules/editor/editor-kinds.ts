import { contentLimits, type EditorUploadKind } from "@portal/shared";
import type { AcceptedTypes } from "../../platform/storage/receive-file.ts";

const documentExtensions = [
  "pdf",
  "zip",
  "rar",
  "7z",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "txt",
  "md",
  "csv",
] as const;
const videoExtensions = ["mp4", "webm", "ogv"] as const;

export const editorImageMimeTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

/** What each editor upload accepts: pictures by their bytes, files and videos by name and bytes. */
export const editorUploadKinds: Record<
  EditorUploadKind,
  { maxBytes: number; types: AcceptedTypes; folder: string; extensions: readonly string[] }
> = {
  image: {
    maxBytes: contentLimits.editorImageMaxBytes,
    types: { mimeTypes: editorImageMimeTypes, refusal: "editor.imageType" },
    folder: "editor/images",
    extensions: ["png", "jpg", "jpeg", "gif", "webp"],
  },
  snapshot: {
    maxBytes: contentLimits.editorImageMaxBytes,
    types: { mimeTypes: editorImageMimeTypes, refusal: "editor.imageType" },
    folder: "editor/snapshots",
    extensions: ["png", "jpg", "jpeg"],
  },
  file: {
    maxBytes: contentLimits.editorFileMaxBytes,
    types: { extensions: documentExtensions },
    folder: "editor/files",
    extensions: documentExtensions,
  },
  video: {
    maxBytes: contentLimits.editorVideoMaxBytes,
    types: { extensions: videoExtensions },
    folder: "editor/videos",
    extensions: videoExtensions,
  },
};
