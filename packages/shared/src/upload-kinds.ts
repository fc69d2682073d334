/*
 * What uploads accept, kind by kind, for the server's checks and the browser's pickers alike.
 * Each kind's own list (the editor's files, the chat's, a resource's) starts from these.
 */

/** Pictures, recognised by their bytes: avatars, banners, editor and chat pictures. */
export const pictureMimeTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

/** The names those pictures come with. */
export const pictureExtensions = ["png", "jpg", "jpeg", "gif", "webp"] as const;

/** Office documents and archives: what an article links, a chat sends and a resource holds. */
export const officeFileExtensions = [
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
  "csv",
] as const;
