import { type Language, userImportLimits } from "@portal/shared";
import { translate } from "../../platform/i18n/registry.ts";
import { readSheetLines, sheetTemplate } from "../../platform/spreadsheet/sheet.ts";

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

export { xlsxContentType } from "../../platform/spreadsheet/sheet.ts";

/** `download-import-user-template`: the header row, each cell "label (key)", nothing else. */
export function userImportTemplate(language: Language): Promise<Buffer> {
  return sheetTemplate({
    sheetName: "users",
    headers: importColumns.map((column) => `${translate(language, column.label)} (${column.key})`),
    // Phone numbers as text, so a spreadsheet program keeps them as typed.
    textColumns: [1],
  });
}

/** The data rows of an uploaded sheet; 400 when it is no .xlsx or holds too many rows. */
export async function readUserSheet(bytes: Buffer): Promise<SheetRow[]> {
  const lines = await readSheetLines(bytes, {
    columns: importColumns.length,
    limits: userImportLimits,
    messages: {
      notSheet: "import.notSheet",
      empty: "import.empty",
      tooManyRows: "import.tooManyRows",
    },
  });
  return lines.map(
    ({ row, cells: [phone = "", nickname = "", email = "", company = "", roles = ""] }) => ({
      row,
      phone,
      nickname,
      email,
      company,
      roles,
    }),
  );
}
