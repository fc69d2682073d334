/*
 * Writes the generated catalogue into a freshly migrated database. Each batch is one INSERT …
 * SELECT FROM json_populate_recordset with the rows as a single JSON parameter, the columns
 * named by the server's drizzle tables: about twice as fast as drizzle's multi-row INSERTs,
 * whose query building alone takes seconds for 130,000 rows. Then statistics are brought up to
 * date as autovacuum would have them in a database in service.
 */
import { documents, documentVersions } from "../../apps/server/src/modules/document/schema.ts";
import { products } from "../../apps/server/src/modules/product/schema.ts";
import type { Database } from "../../apps/server/src/platform/db/client.ts";
import { type RawClient, rawClientOf } from "../database/raw-client.ts";
import { generateCatalogue } from "./catalogue-data.ts";

/** What the bench prints about the data it measured on. */
export type CatalogueSummary = {
  products: number;
  publishedProducts: number;
  childProducts: number;
  documents: number;
  versions: number;
  compareIds: number[];
  searchKeywords: string[];
  seedSeconds: number;
};

type SeededTable = typeof products | typeof documents | typeof documentVersions;

/** Rows per statement: keeps each JSON parameter at a few megabytes. */
const rowsPerStatement = 5_000;

/** The database column of a drizzle property name (`nameZh` -> `name_zh`). */
function columnName(table: SeededTable, property: string): string {
  const column = (table as unknown as Record<string, { name?: unknown } | undefined>)[property];
  if (typeof column?.name !== "string") throw new Error(`no column for the property ${property}`);
  return column.name;
}

async function insertRows(
  client: RawClient,
  tableName: string,
  table: SeededTable,
  rows: Record<string, unknown>[],
): Promise<void> {
  const properties = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = properties.map((property) => `"${columnName(table, property)}"`).join(", ");
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const batch = rows
      .slice(start, start + rowsPerStatement)
      .map((row) =>
        Object.fromEntries(
          properties.map((property) => [columnName(table, property), row[property]]),
        ),
      );
    await client.query(
      `insert into ${tableName} (${columns}) ` +
        `select ${columns} from json_populate_recordset(null::${tableName}, $1::json)`,
      [JSON.stringify(batch)],
    );
  }
}

async function count(client: RawClient, query: string): Promise<number> {
  const result = await client.query(query);
  return Number(result.rows[0]?.count ?? 0);
}

/** Seeds the catalogue into `db`, which must be migrated and hold no products yet. */
export async function seedCatalogue(db: Database): Promise<CatalogueSummary> {
  const started = performance.now();
  const catalogue = generateCatalogue();
  const client = rawClientOf(db);
  // Parents come first in each list: product children and document parts point backwards.
  await insertRows(client, "products", products, catalogue.products);
  await insertRows(client, "documents", documents, catalogue.documents);
  await insertRows(client, "document_versions", documentVersions, catalogue.versions);
  for (const tableName of ["products", "documents", "document_versions"]) {
    // The rows carry their ids; the sequences continue after them.
    await client.query(
      `select setval(pg_get_serial_sequence('${tableName}', 'id'), max(id)) from ${tableName}`,
    );
  }
  await client.query("vacuum analyze products, documents, document_versions");
  return {
    products: await count(client, "select count(*) as count from products"),
    publishedProducts: await count(
      client,
      "select count(*) as count from products where status = 'published'",
    ),
    childProducts: await count(
      client,
      "select count(*) as count from products where parent_id is not null",
    ),
    documents: await count(client, "select count(*) as count from documents"),
    versions: await count(client, "select count(*) as count from document_versions"),
    compareIds: catalogue.compareIds,
    searchKeywords: catalogue.searchKeywords,
    seedSeconds: (performance.now() - started) / 1000,
  };
}
