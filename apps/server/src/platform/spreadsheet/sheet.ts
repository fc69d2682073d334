import ExcelJS from "exceljs";
import { AppError } from "../http/errors.ts";
import type { MessageKey } from "../i18n/registry.ts";

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A template: one bold header row; the columns listed in `textColumns` (1-based) keep text as typed. */
export async function sheetTemplate({
  sheetName,
  headers,
  textColumns = [],
}: {
  sheetName: string;
  headers: readonly string[];
  textColumns?: readonly number[];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = headers.map((header) => ({ header, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  for (const column of textColumns) sheet.getColumn(column).numFmt = "@";
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell as the text a person sees in it; a date as its ISO text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if (value instanceof Date) return value.toISOString();
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    return "";
  }
  return String(value);
}

/** One data row: its number in the sheet (the header is row 1) and its first cells, trimmed. */
export type SheetLine = { row: number; cells: string[] };

/**
 * The non-empty data rows of an uploaded .xlsx's first sheet; 400 when the bytes are no .xlsx,
 * no row holds data or there are more than `maxRows`.
 */
export async function readSheetLines(
  bytes: Buffer,
  {
    columns,
    maxRows,
    messages,
  }: {
    columns: number;
    maxRows: number;
    messages: { notSheet: MessageKey; empty: MessageKey; tooManyRows: MessageKey };
  },
): Promise<SheetLine[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError("bad_request", messages.notSheet, {
      cause: error,
      fields: [{ field: "file", messageKey: messages.notSheet }],
    });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError("bad_request", messages.empty);
  const lines: SheetLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = Array.from({ length: columns }, (_, index) =>
      cellText(row.getCell(index + 1).value).trim(),
    );
    if (cells.some((cell) => cell !== "")) lines.push({ row: number, cells });
  });
  if (lines.length === 0) throw new AppError("bad_request", messages.empty);
  if (lines.length > maxRows) {
    throw new AppError("bad_request", messages.tooManyRows, { params: { max: maxRows } });
  }
  return lines;
}
