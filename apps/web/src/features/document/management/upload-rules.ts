/** What the server accepts as a document file: its size and the extensions of its name. */
export type DocumentUploadLimits = {
  maxBytes: number;
  /** Lower case, without the dot ("pdf", "zip"). */
  extensions: readonly string[];
};

/** The extension of a file name, lower case and without the dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : "";
}

/** Why a chosen file would be refused before sending it: "empty", "extension" or "size". */
export function fileProblem(
  file: { name: string; size: number },
  limits: DocumentUploadLimits,
): "empty" | "extension" | "size" | null {
  if (file.size === 0) return "empty";
  if (!limits.extensions.includes(extensionOf(file.name))) return "extension";
  if (file.size > limits.maxBytes) return "size";
  return null;
}

/** The `accept` attribute of the file picker: ".pdf,.zip,...". */
export function acceptAttribute(limits: DocumentUploadLimits): string {
  return limits.extensions.map((extension) => `.${extension}`).join(",");
}
