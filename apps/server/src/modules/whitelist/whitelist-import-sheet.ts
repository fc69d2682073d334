import { type Language, whitelistImportLimits } from "@portal/shared";
import { translate } from "../../platform/i18n/registry.ts";
import { readSheetLines, sheetTemplate } from "../../platform/spreadsheet/sheet.ts";

/** The template's columns in order: each header names the column in the language and by key. */
const importColumns = [
  { key: "phone", label: "whitelist.import.column.phone" },
  { key: "company", label: "whitelist.import.column.company" },
  { key: "validUntil", label: "whitelist.import.column.validUntil" },
  { key: "note", label: "whitelist.import.column.note" },
  // Last, so a sheet made from the four-column template before it still reads.
  { key: "memberPhone", label: "whitelist.import.column.memberPhone" },
] as const;

export type WhitelistSheetRow = {
  row: number;
  phone: string;
  company: string;
  validUntil: string;
  note: string;
  memberPhone: string;
};

/** `whitelist/download-import-template`: the header row, each cell "label (key)". */
export function whitelistImportTemplate(language: Language): Promise<Buffer> {
  return sheetTemplate({
    sheetName: "whitelist",
    headers: importColumns.map((column) => `${translate(language, column.label)} (${column.key})`),
    // Phones and dates as text, so a spreadsheet program keeps them as typed.
    textColumns: [1, 3, 5],
  });
}

export async function readWhitelistSheet(bytes: Buffer): Promise<WhitelistSheetRow[]> {
  const lines = await readSheetLines(bytes, {
    columns: importColumns.length,
    limits: whitelistImportLimits,
    messages: {
      notSheet: "whitelist.import.notSheet",
      empty: "whitelist.import.empty",
      tooManyRows: "whitelist.import.tooManyRows",
    },
  });
  return lines.map(
    ({ row, cells: [phone = "", company = "", validUntil = "", note = "", memberPhone = ""] }) => ({
      row,
      phone,
      company,
      validUntil,
      note,
      memberPhone,
    }),
  );
}
