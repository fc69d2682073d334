import ExcelJS from "exceljs";

/** An .xlsx like the user import template's: its header row, then these rows. */
export async function userImportSheet(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet("users");
  worksheet.addRow(["phone", "nickname", "e-mail", "company", "roles"]);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
