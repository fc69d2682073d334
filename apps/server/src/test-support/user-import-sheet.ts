import { Worker } from "node:worker_threads";
import ExcelJS from "exceljs";

/** An .xlsx like the user import template's: its header row, then these rows. */
export async function userImportSheet(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet("users");
  worksheet.addRow(["phone", "nickname", "e-mail", "company", "roles"]);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * `userImportSheet` built in a thread of its own: a test timing the server keeps the garbage of
 * building 10,000 rows off the thread it times (the server's, in tests).
 */
export function userImportSheetInThread(rows: (string | number)[][]): Promise<Buffer> {
  const builder = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const ExcelJS = require("exceljs");
    const workbook = new ExcelJS.Workbook();
    const worksheet = workbook.addWorksheet("users");
    worksheet.addRow(["phone", "nickname", "e-mail", "company", "roles"]);
    for (const row of workerData.rows) worksheet.addRow(row);
    workbook.xlsx.writeBuffer().then((bytes) => parentPort.postMessage(bytes));
    `,
    { eval: true, workerData: { rows } },
  );
  return new Promise((resolve, reject) => {
    builder.once("message", (bytes: Uint8Array) => {
      resolve(Buffer.from(bytes));
      void builder.terminate();
    });
    builder.once("error", reject);
  });
}
