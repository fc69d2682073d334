import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { samplePdf } from "../../test-support/factories/document.ts";
import { contentRuleFor, inspectContent } from "./file-content.ts";

function inspect(bytes: Uint8Array, extension: string) {
  return inspectContent(async () => Readable.from([Buffer.from(bytes)]), extension);
}

async function zipOf(files: Record<string, string>) {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: "uint8array" });
}

/** The parts of a minimal Word document; file-type reads the main part's content type. */
const wordDocument = {
  "[Content_Types].xml":
    '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  "_rels/.rels": '<?xml version="1.0"?><Relationships/>',
  "word/document.xml": '<?xml version="1.0"?><w:document/>',
};

/** The header of an OLE compound file (Word or Excel 97-2003), padded to one sector. */
function compoundFileHeader() {
  const header = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return header;
}

describe("inspectContent", () => {
  it("recognises the binary formats by their bytes", async () => {
    expect(await inspect(await samplePdf(), "pdf")).toBe("application/pdf");
    expect(await inspect(await zipOf({ "readme.txt": "hello" }), "zip")).toBe("application/zip");
    expect(await inspect(await zipOf(wordDocument), "docx")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Sheet").addRow(["M5311", 3.3]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await inspect(xlsx, "xlsx")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(await inspect(compoundFileHeader(), "doc")).toBe("application/msword");
    expect(await inspect(compoundFileHeader(), "xls")).toBe("application/vnd.ms-excel");
    const sevenZip = Buffer.concat([
      Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]),
      Buffer.alloc(64),
    ]);
    expect(await inspect(sevenZip, "7z")).toBe("application/x-7z-compressed");
    const rar = Buffer.concat([
      Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]),
      Buffer.alloc(64),
    ]);
    expect(await inspect(rar, "rar")).toBe("application/x-rar-compressed");
  });

  it("refuses bytes of another kind than the name says", async () => {
    const text = new TextEncoder().encode("just text");
    for (const extension of ["pdf", "zip", "docx", "xlsx", "doc", "7z", "rar"]) {
      expect(await inspect(text, extension), extension).toBeUndefined();
    }
    expect(await inspect(await samplePdf(), "docx")).toBeUndefined();
    expect(await inspect(await zipOf({ "readme.txt": "hello" }), "docx")).toBeUndefined();
  });

  it("still takes a .zip that file-type names after its first entries", async () => {
    expect(await inspect(await zipOf(wordDocument), "zip")).toBe("application/zip");
  });

  it("takes UTF-8 text without NUL for the text formats", async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(await inspect(encode("# 说明\n"), "md")).toBe("text/markdown; charset=utf-8");
    expect(await inspect(encode("\uFEFFwith a byte order mark"), "txt")).toBe(
      "text/plain; charset=utf-8",
    );
    expect(await inspect(encode(":00000001FF\n"), "hex")).toBe("text/plain; charset=utf-8");
    expect(await inspect(new Uint8Array([0x61, 0x00]), "txt")).toBeUndefined();
    expect(await inspect(new Uint8Array([0xff, 0xfe, 0x61]), "txt")).toBeUndefined();
    expect(await inspect(await samplePdf(), "md")).toBeUndefined();
  });

  it("checks a multi-byte character split across chunks as one", async () => {
    const bytes = Buffer.from("中文", "utf8");
    const split = inspectContent(
      async () => Readable.from([bytes.subarray(0, 2), bytes.subarray(2)]),
      "txt",
    );
    expect(await split).toBe("text/plain; charset=utf-8");
  });
});

describe("contentRuleFor", () => {
  it("knows signatures, text formats, and takes any bytes for raw data and unknown extensions", () => {
    expect(contentRuleFor("pdf")).toEqual({ kind: "signature", fileTypes: ["pdf"] });
    expect(contentRuleFor("csv")).toEqual({ kind: "text", mimeType: "text/csv; charset=utf-8" });
    expect(contentRuleFor("bin")).toEqual({ kind: "binary" });
    expect(contentRuleFor("step")).toEqual({ kind: "binary" });
  });
});
