import { useAppStore } from "../../lib/app-store.ts";
import { currentToken } from "../../lib/session.ts";

/** What an upload answers: the stored file's address and the names to show for it. */
export type UploadedFile = { url: string; title?: string; original?: string };

/** Sends a file to the editor and answers where it is stored, or throws the reason it was refused. */
export type EditorUpload = (file: File, kind: "image" | "video" | "audio") => Promise<UploadedFile>;

/** The server's editor upload paths, in one place for the pages that wire the editor. */
const editorUploadPaths = {
  image: "/api/ueditor/uploadImage",
  video: "/api/ueditor/uploadVideo",
  audio: "/api/ueditor/uploadVideo",
} as const;

type UploadAnswer = { state?: unknown; url?: unknown; title?: unknown; original?: unknown };

/** Reads the editor's upload answer `{state, url, title, original}`, bare or in the envelope. */
export function uploadedFileOf(body: unknown): UploadedFile {
  const envelope = body as { code?: unknown; data?: unknown; msg?: unknown } | null;
  const answer = (
    envelope && typeof envelope === "object" && "data" in envelope && envelope.data
      ? envelope.data
      : body
  ) as UploadAnswer | null;
  if (answer && answer.state === "SUCCESS" && typeof answer.url === "string") {
    return {
      url: answer.url,
      title: typeof answer.title === "string" ? answer.title : undefined,
      original: typeof answer.original === "string" ? answer.original : undefined,
    };
  }
  const reason =
    typeof answer?.state === "string"
      ? answer.state
      : typeof envelope?.msg === "string"
        ? envelope.msg
        : "";
  throw new Error(reason || "upload failed");
}

/** Uploads to the server's editor paths as multipart `file`, with the session and language. */
export function createServerUpload(
  paths: Record<"image" | "video" | "audio", string> = editorUploadPaths,
): EditorUpload {
  return async (file, kind) => {
    const form = new FormData();
    form.append("file", file);
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Accept-Language": useAppStore.getState().language,
    };
    const token = currentToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(paths[kind], { method: "POST", body: form, headers });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${response.status}`);
    }
    return uploadedFileOf(body);
  };
}
