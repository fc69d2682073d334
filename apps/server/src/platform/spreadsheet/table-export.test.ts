import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { inertCellText, rowsInBatches, streamTableExport } from "./table-export.ts";

async function readBack(stream: NodeJS.ReadableStream): Promise<ExcelJS.Worksheet> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

describe("table export", () => {
  it("makes texts that start like a formula inert and leaves others as typed", () => {
    expect(inertCellText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(inertCellText("+86 139")).toBe("'+86 139");
    expect(inertCellText("-1")).toBe("'-1");
    expect(inertCellText("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(inertCellText("\t=1")).toBe("'\t=1");
    expect(inertCellText("M5311 样品")).toBe("M5311 样品");
    expect(inertCellText("a=b")).toBe("a=b");
  });

  it("streams a header and every row of every batch, texts inert and numbers kept", async () => {
    const all = Array.from({ length: 7 }, (_, index) => ({
      id: index + 1,
      name: index === 2 ? "=1+1" : `row ${index + 1}`,
    }));
    const rows = rowsInBatches(async (lastId) =>
      all.filter((row) => row.id > (lastId ?? 0)).slice(0, 3),
    );
    const sheet = await readBack(
      streamTableExport({
        sheetName: "Entries",
        columns: [
          { header: "Id", value: (row) => row.id },
          { header: "Name", value: (row) => row.name },
        ],
        rows,
        onError: () => undefined,
      }),
    );
    expect(sheet.name).toBe("Entries");
    expect(sheet.getRow(1).values).toEqual([undefined, "Id", "Name"]);
    expect(sheet.rowCount).toBe(8);
    expect(sheet.getCell("A2").value).toBe(1);
    expect(sheet.getCell("B4").value).toBe("'=1+1");
    expect(sheet.getCell("B4").formula).toBeUndefined();
    expect(sheet.getCell("B8").value).toBe("row 7");
  });
});
