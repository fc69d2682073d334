import { type Language, userImportLimits } from "@portal/shared";
import ExcelJS from "exceljs";
import { AppError } from "../../platform/http/errors.ts";
import { translate } from "../../platform/i18n/registry.ts";

/** The template's columns in order: each header names the column in the language and by key. */
const importColumns = [
  { key: "phone", label: "import.column.phone" },
  { key: "nickname", label: "import.column.nickname" },
  { key: "e-mail", label: "import.column.email" },
  { key: "company", label: "import.column.company" },
  { key: "roles", label: "import.column.roles" },
] as const;

/** One data row of a sheet as typed, with its row number (the header is row 1). */
export type SheetRow = {
  row: number;
  phone: string;
  nickname: string;
  email: string;
  company: string;
  roles: string;
};

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** `download-import-user-template`: the header row, each cell "label (key)", nothing else. */
export async function userImportTemplate(language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("users");
  sheet.columns = importColumns.map((column) => ({
    header: `${translate(language, column.label)} (${column.key})`,
    key: column.key,
    width: 24,
  }));
  sheet.getRow(1).font = { bold: true };
  // Phone numbers as text, so a spreadsheet program keeps them as typed.
  sheet.getColumn(1).numFmt = "@";
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if (value instanceof Date) return value.toISOString();
    return "";
  }
  return String(value);
}

/** The data rows of an uploaded sheet; 400 when it is no .xlsx or holds too many rows. */
export async function readUserSheet(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError("bad_request", "import.notSheet", {
      cause: error,
      fields: [{ field: "file", messageKey: "import.notSheet" }],
    });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError("bad_request", "import.empty");
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const text = (column: number) => cellText(row.getCell(column).value).trim();
    const cells = {
      phone: text(1),
      nickname: text(2),
      email: text(3),
      company: text(4),
      roles: text(5),
    };
    if (Object.values(cells).some((value) => value !== "")) rows.push({ row: number, ...cells });
  });
  if (rows.length === 0) throw new AppError("bad_request", "import.empty");
  if (rows.length > userImportLimits.maxRows) {
    throw new AppError("bad_request", "import.tooManyRows", {
      params: { max: userImportLimits.maxRows },
    });
  }
  return rows;
}
