import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { attachmentDisposition } from "../http/content-disposition.ts";
import { xlsxContentType } from "./sheet.ts";

/**
 * Streams a workbook into the answer while `fill` adds its rows; a failure after the first
 * bytes can only cut the download short, so it is reported and the stream destroyed.
 */
export function streamWorkbook(
  fill: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>,
  onError: (error: unknown) => void,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  fill(workbook)
    .then(() => workbook.commit())
    .catch((error: unknown) => {
      onError(error);
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return stream;
}

/** The first characters that make a spreadsheet read a typed text as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A text people typed, made inert for a spreadsheet: one starting like a formula gets a leading
 * apostrophe (OWASP's rule against formula injection), so neither Excel nor a CSV saved from it
 * ever runs it.
 */
export function inertCellText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export type ExportCell = string | number | boolean | Date | null | undefined;

/** One column of an export: its header and how a row fills it. */
export type ExportColumn<Row> = {
  header: string;
  width?: number;
  value: (row: Row) => ExportCell;
};

/**
 * A one-sheet table streamed as .xlsx: a bold header row, then a row per `rows` item as it
 * arrives (so an export of many rows holds one batch in memory); every text cell made inert.
 */
export function streamTableExport<Row>({
  sheetName,
  columns,
  rows,
  onError,
}: {
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  rows: AsyncIterable<Row>;
  onError: (error: unknown) => void;
}): Readable {
  return streamWorkbook(async (workbook) => {
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    sheet.columns = columns.map((column) => ({ width: column.width ?? 20 }));
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for await (const row of rows) {
      sheet
        .addRow(
          columns.map((column) => {
            const value = column.value(row);
            return typeof value === "string" ? inertCellText(value) : (value ?? null);
          }),
        )
        .commit();
    }
    sheet.commit();
  }, onError);
}

/**
 * Yields every row a keyset-paged query answers, one batch at a time: `fetchAfter` gets the
 * last id seen (null first) and answers the next batch in id order.
 */
export async function* rowsInBatches<Row extends { id: number }>(
  fetchAfter: (lastId: number | null) => Promise<readonly Row[]>,
): AsyncGenerator<Row> {
  let lastId: number | null = null;
  for (;;) {
    const batch = await fetchAfter(lastId);
    yield* batch;
    const last = batch.at(-1);
    if (!last) return;
    lastId = last.id;
  }
}

/** Sends a streamed table export under its file name, never kept by a cache. */
export function sendTableExport<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  export_: {
    fileName: string;
    sheetName: string;
    columns: readonly ExportColumn<Row>[];
    rows: AsyncIterable<Row>;
  },
) {
  const stream = streamTableExport({
    ...export_,
    onError: (error) =>
      request.log.error({ err: error }, "the Excel export failed while streaming"),
  });
  reply.header("content-type", xlsxContentType);
  reply.header("content-disposition", attachmentDisposition(export_.fileName));
  reply.header("cache-control", "private, no-store");
  return reply.send(stream);
}
