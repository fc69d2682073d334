import type { Readable } from "node:stream";
import {
  type CompareRow,
  type Language,
  type ProductFilters,
  productParameterDictionary,
} from "@portal/shared";
import { and, eq, gt, or, type SQL } from "drizzle-orm";
import type ExcelJS from "exceljs";
import type { Database } from "../../platform/db/client.ts";
import { translate } from "../../platform/i18n/registry.ts";
import { streamWorkbook } from "../../platform/spreadsheet/table-export.ts";
import { catalogueCondition, catalogueOrder, listColumns } from "./catalogue.ts";
import type { Comparison } from "./compare.ts";
import {
  localizedText,
  optionName,
  type ProductListRow,
  type ProductRow,
  parameterEntry,
  parameterValueIn,
} from "./present.ts";
import { products } from "./schema.ts";

/** The catalogue export stops here, however many products match. */
const catalogueExportMaxRows = 10_000;
const catalogueBatchSize = 500;

/** Rows whose values differ get this fill, as the comparison page highlights them. */
export const differenceFill: ExcelJS.Fill = {
  type: "pattern",
  pattern: "solid",
  fgColor: { argb: "FFFFE58F" },
};

export type Download = { fileName: string; stream: Readable };

/** A file name without characters file systems refuse. */
function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\s]+/g, "_");
}

function cellValue(value: CompareRow["values"][number]): string | number | null {
  return Array.isArray(value) ? value.join(", ") : value;
}

function headerWithUnit(name: string, unit: string | null): string {
  return unit ? `${name} (${unit})` : name;
}

/** `exportExcel?ids=`: a header row of the products, one row per comparison row. */
export function comparisonWorkbook(
  comparison: Comparison,
  language: Language,
  onError: (error: unknown) => void,
): Download {
  const title = translate(language, "product.export.comparison");
  const models = comparison.products.map((product) => product.model);
  const stream = streamWorkbook(async (workbook) => {
    const sheet = workbook.addWorksheet(title, {
      views: [{ state: "frozen", xSplit: 1, ySplit: 1 }],
    });
    sheet.columns = [{ width: 28 }, ...models.map(() => ({ width: 24 }))];
    const header = sheet.addRow([translate(language, "product.field.parameter"), ...models]);
    header.font = { bold: true };
    header.commit();
    for (const compareRow of comparison.rows) {
      const row = sheet.addRow([
        headerWithUnit(compareRow.name, compareRow.unit),
        ...compareRow.values.map(cellValue),
      ]);
      if (compareRow.differs) {
        for (let column = 1; column <= models.length + 1; column += 1) {
          row.getCell(column).fill = differenceFill;
        }
      }
      row.commit();
    }
    sheet.commit();
  }, onError);
  return { fileName: safeFileName(`${title}-${models.join("-")}.xlsx`), stream };
}

type CatalogueRow = ProductListRow & Pick<ProductRow, "sort" | "parameters">;

/** The next rows after `last` in catalogue order (keyset paging: no offsets to skip). */
function afterRow(last: CatalogueRow | undefined): SQL | undefined {
  if (!last) return undefined;
  return or(
    gt(products.sort, last.sort),
    and(eq(products.sort, last.sort), gt(products.id, last.id)),
  );
}

/**
 * `exportExcel` without ids: the filtered catalogue (at most `catalogueExportMaxRows`),
 * one product per row with its parameters, read and written in batches. The first batch is
 * read before the answer starts, so a query the database refuses answers an error status
 * rather than a cut-off file.
 */
export async function catalogueWorkbook({
  db,
  filters,
  language,
  day,
  onError,
}: {
  db: Database;
  filters: ProductFilters;
  language: Language;
  /** The date in the file name (YYYY-MM-DD). */
  day: string;
  onError: (error: unknown) => void;
}): Promise<Download> {
  const title = translate(language, "product.export.catalogue");
  const parameters = productParameterDictionary.map((parameter) =>
    parameterEntry(language, parameter),
  );
  const readBatch = (last: CatalogueRow | undefined, written: number): Promise<CatalogueRow[]> =>
    db
      .select({ ...listColumns, sort: products.sort, parameters: products.parameters })
      .from(products)
      .where(and(catalogueCondition(filters), afterRow(last)))
      .orderBy(...catalogueOrder)
      .limit(Math.min(catalogueBatchSize, catalogueExportMaxRows - written));
  const firstBatch = await readBatch(undefined, 0);
  const stream = streamWorkbook(async (workbook) => {
    const sheet = workbook.addWorksheet(title, {
      views: [{ state: "frozen", xSplit: 1, ySplit: 1 }],
    });
    sheet.columns = [
      { width: 22 },
      { width: 30 },
      { width: 16 },
      { width: 14 },
      { width: 12 },
      { width: 40 },
      ...parameters.map(() => ({ width: 20 })),
    ];
    const header = sheet.addRow([
      translate(language, "product.field.model"),
      translate(language, "product.field.name"),
      translate(language, "product.field.productType"),
      translate(language, "product.field.networkSystem"),
      translate(language, "product.field.packageType"),
      translate(language, "product.field.summary"),
      ...parameters.map((parameter) => headerWithUnit(parameter.name, parameter.unit)),
    ]);
    header.font = { bold: true };
    header.commit();
    let written = 0;
    let batch = firstBatch;
    while (true) {
      for (const product of batch) {
        sheet
          .addRow([
            product.model,
            localizedText(language, { zh: product.nameZh, en: product.nameEn, tw: product.nameTw }),
            optionName(language, product.productType),
            optionName(language, product.networkSystem),
            optionName(language, product.packageType),
            localizedText(language, {
              zh: product.summaryZh,
              en: product.summaryEn,
              tw: product.summaryTw,
            }),
            ...parameters.map((parameter) => {
              const value = product.parameters[parameter.key as keyof typeof product.parameters];
              return value === undefined ? null : cellValue(parameterValueIn(language, value));
            }),
          ])
          .commit();
      }
      written += batch.length;
      if (batch.length < catalogueBatchSize || written >= catalogueExportMaxRows) break;
      batch = await readBatch(batch.at(-1), written);
    }
    sheet.commit();
  }, onError);
  return { fileName: safeFileName(`${title}-${day}.xlsx`), stream };
}
