import { Worker } from "node:worker_threads";
import { formatBytes } from "@portal/shared";
import ExcelJS from "exceljs";
import { oneAtATime } from "../concurrency/one-at-a-time.ts";
import { AppError } from "../http/errors.ts";
import type { MessageKey } from "../i18n/registry.ts";
import { uploadField } from "../storage/receive-file.ts";

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

/** One data row: its number in the sheet (the header is row 1) and its first cells, trimmed. */
export type SheetLine = { row: number; cells: string[] };

/** What an import accepts: the bytes of the upload, what they unpack to, and the data rows. */
export type SheetLimits = { maxBytes: number; maxUncompressedBytes: number; maxRows: number };

/** The worker's answer: the rows, or which refusal. */
type WorkerAnswer =
  | { outcome: "lines"; json: string }
  | { outcome: "notSheet" | "empty" | "tooManyRows" | "tooLargeUncompressed" };

/** Heap a reading worker may use: a sheet within the limits needs a fraction of it. */
const workerHeapMb = 256;
/** How long a sheet within the limits may take to read before it counts as too large. */
const workerTimeoutMs = 60_000;

/** One sheet read at a time on an instance: each worker takes a core and up to its heap. */
const readingInTurn = oneAtATime();

function readInWorker(
  bytes: Buffer,
  input: { columns: number; maxRows: number; maxUncompressedBytes: number },
): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./sheet-worker.mjs", import.meta.url), {
      workerData: { bytes: new Uint8Array(bytes), ...input },
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    });
    let answer: WorkerAnswer | undefined;
    // A sheet the worker cannot read within its time or heap counts as unpacking too large.
    const tooLarge: WorkerAnswer = { outcome: "tooLargeUncompressed" };
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(tooLarge);
    }, workerTimeoutMs);
    worker.once("message", (message: WorkerAnswer) => {
      answer = message;
    });
    worker.once("error", (error: Error & { code?: string }) => {
      clearTimeout(timer);
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") resolve(tooLarge);
      else reject(error);
    });
    worker.once("exit", (code) => {
      clearTimeout(timer);
      if (answer) resolve(answer);
      else reject(new Error(`the sheet worker stopped (exit code ${code}) without an answer`));
    });
  });
}

/**
 * The non-empty data rows of an uploaded .xlsx's first sheet, read in a worker thread as a
 * stream: 413 naming the limit when it unpacks to more than `maxUncompressedBytes` (or cannot be
 * read within the worker's memory and time), 400 when the bytes are no .xlsx, no row holds data
 * or there are more than `maxRows` (reading stops at the first row past them).
 */
export async function readSheetLines(
  bytes: Buffer,
  {
    columns,
    limits,
    messages,
  }: {
    columns: number;
    limits: SheetLimits;
    messages: { notSheet: MessageKey; empty: MessageKey; tooManyRows: MessageKey };
  },
): Promise<SheetLine[]> {
  const answer = await readingInTurn(() =>
    readInWorker(bytes, {
      columns,
      maxRows: limits.maxRows,
      maxUncompressedBytes: limits.maxUncompressedBytes,
    }),
  );
  if (answer.outcome === "tooLargeUncompressed") {
    throw new AppError("payload_too_large", "spreadsheet.tooLargeUncompressed", {
      params: { limit: formatBytes(limits.maxUncompressedBytes) },
      fields: [{ field: uploadField, messageKey: "spreadsheet.tooLargeUncompressed" }],
    });
  }
  switch (answer.outcome) {
    case "lines":
      return JSON.parse(answer.json) as SheetLine[];
    case "notSheet":
      throw new AppError("bad_request", messages.notSheet, {
        fields: [{ field: uploadField, messageKey: messages.notSheet }],
      });
    case "empty":
      throw new AppError("bad_request", messages.empty);
    case "tooManyRows":
      throw new AppError("bad_request", messages.tooManyRows, {
        params: { max: limits.maxRows },
      });
  }
}
