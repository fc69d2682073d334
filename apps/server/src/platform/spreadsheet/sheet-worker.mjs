// Reads the rows of an uploaded .xlsx in a worker thread, so a large or hostile sheet never
// holds the server's event loop. Plain JavaScript: Node runs it as it is, in development (beside
// the TypeScript sources) and in production (bundled next to dist/main.js by build-server.mjs).
//
// In: workerData { bytes: Uint8Array, columns, maxRows, maxUncompressedBytes }.
// Out: one message, { outcome: "lines", json } (the lines [{ row, cells }] as JSON text, which
// the server's thread parses far faster than it would copy as many objects) or { outcome }
// naming the refusal: "notSheet", "empty", "tooManyRows", "tooLargeUncompressed".
import { setPriority } from "node:os";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parentPort, workerData } from "node:worker_threads";

// On Linux a priority set from a thread is that thread's alone: reading a sheet, and loading the
// libraries that read it, yields the CPU to the server's own thread, which answers everyone else.
setPriority(19);
const { default: ExcelJS } = await import("exceljs");
const { default: unzipper } = await import("unzipper");

class Refusal extends Error {
  constructor(outcome) {
    super(outcome);
    this.outcome = outcome;
  }
}

/**
 * Refuses a zip whose entries inflate past the cap: first by the sizes its directory declares
 * (an honest bomb stops here at once), then by the bytes each entry really inflates to, counted
 * as they stream and cut off at the cap, since a directory can lie.
 */
async function checkUncompressedSize(bytes, maxUncompressedBytes) {
  let directory;
  try {
    directory = await unzipper.Open.buffer(bytes);
  } catch {
    throw new Refusal("notSheet");
  }
  const declared = directory.files.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > maxUncompressedBytes) throw new Refusal("tooLargeUncompressed");
  let inflated = 0;
  for (const entry of directory.files) {
    if (entry.type !== "File") continue;
    const counter = new Writable({
      write(chunk, _encoding, done) {
        inflated += chunk.length;
        done(inflated > maxUncompressedBytes ? new Refusal("tooLargeUncompressed") : undefined);
      },
    });
    try {
      await pipeline(entry.stream(), counter);
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new Refusal("notSheet");
    }
  }
}

/** A cell as the text a person sees in it; a date as its ISO text. */
function cellText(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    if (value instanceof Date) return value.toISOString();
    if (typeof value.text === "string") return value.text;
    if ("result" in value) return cellText(value.result);
    if (Array.isArray(value.richText)) return value.richText.map((part) => part.text).join("");
    return "";
  }
  return String(value);
}

/** The non-empty data rows of the first sheet, read as a stream and stopped past `maxRows`. */
async function readLines(bytes, columns, maxRows) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: "cache",
    // Kept: a date cell is known by its number format.
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
  });
  const lines = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.number === 1) continue;
        const cells = Array.from({ length: columns }, (_, index) =>
          cellText(row.getCell(index + 1).value).trim(),
        );
        if (!cells.some((cell) => cell !== "")) continue;
        lines.push({ row: row.number, cells });
        if (lines.length > maxRows) throw new Refusal("tooManyRows");
      }
      // Only the first sheet is read.
      break;
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal("notSheet");
  }
  if (lines.length === 0) throw new Refusal("empty");
  return lines;
}

const { bytes, columns, maxRows, maxUncompressedBytes } = workerData;
// A view of the bytes received, not a copy.
const sheetBytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
try {
  await checkUncompressedSize(sheetBytes, maxUncompressedBytes);
  const lines = await readLines(sheetBytes, columns, maxRows);
  parentPort.postMessage({ outcome: "lines", json: JSON.stringify(lines) });
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  parentPort.postMessage({ outcome: error.outcome });
}
