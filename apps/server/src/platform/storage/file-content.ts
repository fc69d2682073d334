import { Readable } from "node:stream";
import { fileTypeFromStream, supportedExtensions } from "file-type";

/** How the bytes of a file with a given name extension are checked. */
export type ContentRule =
  /** file-type must recognise the bytes as one of these kinds of file; served as `mimeType`. */
  | { kind: "signature"; fileTypes: readonly string[]; mimeType?: string }
  /** UTF-8 text without NUL bytes (formats with no signature file-type could look for). */
  | { kind: "text"; mimeType: string }
  /** Raw data such as firmware images: any bytes. */
  | { kind: "binary" };

// Word 97-2003, Excel 97-2003 and PowerPoint 97-2003 are all OLE compound files to file-type.
const compoundFileMimeTypes: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};
// file-type names a zip by its first entries, so an SDK package holding an Office file or an
// Android app may be "recognised" as one: still a zip.
const zipContainers = ["zip", "docx", "xlsx", "pptx", "jar", "apk", "epub", "odt", "ods", "odp"];
const textMimeTypes: Record<string, string> = {
  txt: "text/plain",
  md: "text/markdown",
  hex: "text/plain",
  csv: "text/csv",
  json: "application/json",
  ini: "text/plain",
  log: "text/plain",
  c: "text/plain",
  h: "text/plain",
  s19: "text/plain",
};

export function contentRuleFor(extension: string): ContentRule {
  const compoundFileMimeType = compoundFileMimeTypes[extension];
  if (compoundFileMimeType) {
    return { kind: "signature", fileTypes: ["cfb"], mimeType: compoundFileMimeType };
  }
  if (extension === "zip") {
    return { kind: "signature", fileTypes: zipContainers, mimeType: "application/zip" };
  }
  if (supportedExtensions.has(extension)) return { kind: "signature", fileTypes: [extension] };
  const textMimeType = textMimeTypes[extension];
  if (textMimeType) return { kind: "text", mimeType: `${textMimeType}; charset=utf-8` };
  return { kind: "binary" };
}

async function isUtf8Text(source: Readable): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  } finally {
    source.destroy();
  }
}

/**
 * Checks that the bytes are what the name's extension says; answers the MIME type to serve
 * them with, or undefined when they are not.
 */
export async function inspectContent(
  open: () => Promise<Readable>,
  extension: string,
): Promise<string | undefined> {
  const rule = contentRuleFor(extension);
  switch (rule.kind) {
    case "signature": {
      const source = await open();
      try {
        const detected = await fileTypeFromStream(Readable.toWeb(source));
        if (!detected || !rule.fileTypes.includes(detected.ext)) return undefined;
        return rule.mimeType ?? detected.mime;
      } finally {
        source.destroy();
      }
    }
    case "text":
      return (await isUtf8Text(await open())) ? rule.mimeType : undefined;
    case "binary":
      return "application/octet-stream";
  }
}
