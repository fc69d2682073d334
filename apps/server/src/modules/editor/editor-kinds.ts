import {
  contentLimits,
  type EditorUploadKind,
  officeFileExtensions,
  pictureExtensions,
  pictureMimeTypes,
} from "@portal/shared";
import type { AcceptedTypes } from "../../platform/storage/receive-file.ts";

const documentExtensions = [...officeFileExtensions, "md"] as const;
const videoExtensions = ["mp4", "webm", "ogv"] as const;

export const editorImageMimeTypes = pictureMimeTypes;

/** What each editor upload accepts: pictures by their bytes, files and videos by name and bytes. */
export const editorUploadKinds: Record<
  EditorUploadKind,
  { maxBytes: number; types: AcceptedTypes; folder: string; extensions: readonly string[] }
> = {
  image: {
    maxBytes: contentLimits.editorImageMaxBytes,
    types: { mimeTypes: editorImageMimeTypes, refusal: "editor.imageType" },
    folder: "editor/images",
    extensions: pictureExtensions,
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

/** Where each upload is posted, under `/api` (the editor's own paths). */
export const editorUploadPaths: Record<EditorUploadKind, string> = {
  image: "/ueditor/uploadImage",
  file: "/common/uploadDoc",
  video: "/ueditor/uploadVideo",
  snapshot: "/ueditor/uploadSnapshot",
};
