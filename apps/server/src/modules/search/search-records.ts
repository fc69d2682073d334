import { type Language, languages, publicTextTypes, richTextCharacters } from "@portal/shared";
import { type AnyColumn, and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { documents } from "../document/schema.ts";
import { faqs } from "../faq/schema.ts";
import { forumPosts } from "../forum/schema.ts";
import { products } from "../product/schema.ts";
import { texts } from "../text/schema.ts";
import { contentTranslations } from "../translation/schema.ts";
import type { SearchKind } from "./search-kinds.ts";

/** A record's words in one language: the original's, or a version staff wrote. */
export type SearchVersion = { language: Language; title: string; body: string };

/** What the catalogue lists of a product, so that a keyword page needs no database read. */
export type CatalogueEntry = {
  id: number;
  model: string;
  nameZh: string;
  nameEn: string;
  nameTw: string | null;
  summaryZh: string | null;
  summaryEn: string | null;
  summaryTw: string | null;
  productType: string;
  networkSystem: string;
  packageType: string;
  parentId: number | null;
  cover: string | null;
  sort: number;
};

/** One searchable record as the index keeps it: every language's words and what ranks it. */
export type SearchRecord = {
  kind: SearchKind;
  id: number;
  /** Publication (or last edit) time: newer ranks above older. */
  date: Date;
  /** A whitelist document: found only by readers who may open it. */
  whitelistOnly: boolean;
  /** Title and model tokens rank above body tokens; the model is a title word of every version. */
  model: string | null;
  versions: SearchVersion[];
  /** The kind's own type (a text's or a document's), for the reader's link. */
  type: string | null;
  /** The product a document is about, the board of a post. */
  parentId: number | null;
  catalogue: CatalogueEntry | null;
};

/** Readers of a kind: every record, or those of `ids` (a change), in batches. */
type Reader = (db: Database, scope: Scope) => Promise<{ records: SearchRecord[]; last: number }>;
/** Every record after `after` (a batch of `limit`), or exactly the records of `ids`. */
type Scope = { after: number; limit: number } | { ids: readonly number[] };

const batchSize = 2_000;

function scopeCondition(column: AnyColumn, scope: Scope): SQL | undefined {
  return "ids" in scope ? inArray(column, [...scope.ids]) : gt(column, scope.after);
}

/** The text of a rich text with a space where a block ends, so words of two paragraphs stay apart. */
function plainTextOf(html: string | null | undefined): string {
  if (!html) return "";
  return richTextCharacters(
    html.replace(/<\/(p|div|li|h[1-6]|td|th|pre|blockquote)>|<br\s*\/?>/gi, "$& "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** The staff-written versions of `kind` records, by record id. */
async function translationsOf(db: Database, kind: string, ids: readonly number[]) {
  const byRecord = new Map<
    number,
    { language: Language; fields: Record<string, string | null> }[]
  >();
  if (ids.length === 0) return byRecord;
  const rows = await db
    .select({
      recordId: contentTranslations.recordId,
      language: contentTranslations.language,
      fields: contentTranslations.fields,
    })
    .from(contentTranslations)
    .where(
      and(eq(contentTranslations.kind, kind), inArray(contentTranslations.recordId, [...ids])),
    );
  for (const row of rows) {
    if (!isLanguage(row.language)) continue;
    const versions = byRecord.get(row.recordId) ?? [];
    versions.push({ language: row.language, fields: row.fields });
    byRecord.set(row.recordId, versions);
  }
  return byRecord;
}

/** The original's version and those staff wrote, each as title and plain body. */
async function withTranslations<Row extends { id: number; language: string }>(
  db: Database,
  kind: string,
  rows: Row[],
  words: (fields: Record<string, string | null>) => { title: string; body: string },
  original: (row: Row) => Record<string, string | null>,
) {
  const translations = await translationsOf(
    db,
    kind,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const versions: SearchVersion[] = [
      { language: isLanguage(row.language) ? row.language : "zh-CN", ...words(original(row)) },
    ];
    for (const translation of translations.get(row.id) ?? []) {
      versions.push({ language: translation.language, ...words(translation.fields) });
    }
    return { row, versions };
  });
}

function lastId(rows: readonly { id: number }[]) {
  return rows.at(-1)?.id ?? 0;
}

const readProducts: Reader = async (db, scope) => {
  const rows = await db
    .select({
      id: products.id,
      model: products.model,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      nameTw: products.nameTw,
      summaryZh: products.summaryZh,
      summaryEn: products.summaryEn,
      summaryTw: products.summaryTw,
      descriptionZh: products.descriptionZh,
      descriptionEn: products.descriptionEn,
      descriptionTw: products.descriptionTw,
      productType: products.productType,
      networkSystem: products.networkSystem,
      packageType: products.packageType,
      parentId: products.parentId,
      cover: sql<string | null>`${products.images} ->> 0`,
      sort: products.sort,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(and(eq(products.status, "published"), scopeCondition(products.id, scope)))
    .orderBy(asc(products.id))
    .limit("limit" in scope ? scope.limit : scope.ids.length);
  const records = rows.map((row): SearchRecord => {
    const versions: SearchVersion[] = [
      {
        language: "zh-CN",
        title: row.nameZh,
        body: `${row.summaryZh ?? ""} ${plainTextOf(row.descriptionZh)}`,
      },
      {
        language: "en-US",
        title: row.nameEn,
        body: `${row.summaryEn ?? ""} ${plainTextOf(row.descriptionEn)}`,
      },
    ];
    if (row.nameTw || row.summaryTw || row.descriptionTw) {
      versions.push({
        language: "zh-TW",
        title: row.nameTw ?? row.nameZh,
        body: `${row.summaryTw ?? row.summaryZh ?? ""} ${plainTextOf(row.descriptionTw ?? row.descriptionZh)}`,
      });
    }
    const { descriptionZh: _zh, descriptionEn: _en, descriptionTw: _tw, updatedAt, ...entry } = row;
    return {
      kind: "product",
      id: row.id,
      date: updatedAt,
      whitelistOnly: false,
      model: row.model,
      versions,
      type: row.productType,
      parentId: row.parentId,
      catalogue: entry,
    };
  });
  return { records, last: lastId(rows) };
};

const readDocuments: Reader = async (db, scope) => {
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      description: documents.description,
      language: documents.language,
      type: documents.type,
      accessLevel: documents.accessLevel,
      productId: documents.productId,
      model: products.model,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .leftJoin(products, eq(products.id, documents.productId))
    // Documents of an unpublished product are hidden from the public, so from search too.
    .where(
      and(
        or(isNull(documents.productId), eq(products.status, "published")),
        scopeCondition(documents.id, scope),
      ),
    )
    .orderBy(asc(documents.id))
    .limit("limit" in scope ? scope.limit : scope.ids.length);
  const translated = await withTranslations(
    db,
    "document",
    rows,
    (fields) => ({ title: fields.name ?? "", body: fields.description ?? "" }),
    (row) => ({ name: row.name, description: row.description }),
  );
  const records = translated.map(
    ({ row, versions }): SearchRecord => ({
      kind: "document",
      id: row.id,
      date: row.updatedAt,
      whitelistOnly: row.accessLevel === "whitelist",
      model: row.model,
      versions,
      type: row.type,
      parentId: row.productId,
      catalogue: null,
    }),
  );
  return { records, last: lastId(rows) };
};

const readTexts: Reader = async (db, scope) => {
  const rows = await db
    .select({
      id: texts.id,
      type: texts.type,
      language: texts.language,
      title: texts.title,
      summary: texts.summary,
      content: texts.content,
      publishedAt: texts.publishedAt,
      createdAt: texts.createdAt,
    })
    .from(texts)
    .where(
      and(
        eq(texts.status, "published"),
        inArray(texts.type, [...publicTextTypes]),
        scopeCondition(texts.id, scope),
      ),
    )
    .orderBy(asc(texts.id))
    .limit("limit" in scope ? scope.limit : scope.ids.length);
  const translated = await withTranslations(
    db,
    "text",
    rows,
    (fields) => ({
      title: fields.title ?? "",
      body: `${fields.summary ?? ""} ${plainTextOf(fields.content)}`.trim(),
    }),
    (row) => ({ title: row.title, summary: row.summary, content: row.content }),
  );
  const records = translated.map(
    ({ row, versions }): SearchRecord => ({
      kind: "text",
      id: row.id,
      date: row.publishedAt ?? row.createdAt,
      whitelistOnly: false,
      model: null,
      versions,
      type: row.type,
      parentId: null,
      catalogue: null,
    }),
  );
  return { records, last: lastId(rows) };
};

const readFaqs: Reader = async (db, scope) => {
  const rows = await db
    .select({
      id: faqs.id,
      language: faqs.language,
      question: faqs.question,
      answer: faqs.answer,
      typeId: faqs.typeId,
      updatedAt: faqs.updatedAt,
    })
    .from(faqs)
    .where(and(eq(faqs.status, "published"), scopeCondition(faqs.id, scope)))
    .orderBy(asc(faqs.id))
    .limit("limit" in scope ? scope.limit : scope.ids.length);
  const translated = await withTranslations(
    db,
    "faq",
    rows,
    (fields) => ({ title: fields.question ?? "", body: plainTextOf(fields.answer) }),
    (row) => ({ question: row.question, answer: row.answer }),
  );
  const records = translated.map(
    ({ row, versions }): SearchRecord => ({
      kind: "faq",
      id: row.id,
      date: row.updatedAt,
      whitelistOnly: false,
      model: null,
      versions,
      type: null,
      parentId: row.typeId,
      catalogue: null,
    }),
  );
  return { records, last: lastId(rows) };
};

/** Members write in either script or in English: a post with any CJK character is Chinese. */
const chinese = /[\p{Script=Han}]/u;

const readPosts: Reader = async (db, scope) => {
  const rows = await db
    .select({
      id: forumPosts.id,
      boardId: forumPosts.boardId,
      title: forumPosts.title,
      content: forumPosts.content,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .where(
      and(
        eq(forumPosts.status, "published"),
        eq(forumPosts.hiddenByReports, false),
        scopeCondition(forumPosts.id, scope),
      ),
    )
    .orderBy(asc(forumPosts.id))
    .limit("limit" in scope ? scope.limit : scope.ids.length);
  const records = rows.map((row): SearchRecord => {
    const body = plainTextOf(row.content);
    return {
      kind: "post",
      id: row.id,
      date: row.createdAt,
      whitelistOnly: false,
      model: null,
      versions: [
        { language: chinese.test(row.title + body) ? "zh-CN" : "en-US", title: row.title, body },
      ],
      type: null,
      parentId: row.boardId,
      catalogue: null,
    };
  });
  return { records, last: lastId(rows) };
};

const readers: Record<SearchKind, Reader> = {
  product: readProducts,
  document: readDocuments,
  text: readTexts,
  post: readPosts,
  faq: readFaqs,
};

/** Every searchable record of `kind`, a batch at a time (the event loop turns between them). */
export async function* everyRecord(db: Database, kind: SearchKind): AsyncGenerator<SearchRecord[]> {
  let after = 0;
  for (;;) {
    const { records, last } = await readers[kind](db, { after, limit: batchSize });
    if (last === 0) return;
    yield records;
    after = last;
  }
}

/** The searchable records among `ids` of `kind`: an id missing is no longer searchable. */
export async function recordsOf(
  db: Database,
  kind: SearchKind,
  ids: readonly number[],
): Promise<SearchRecord[]> {
  if (ids.length === 0) return [];
  return (await readers[kind](db, { ids })).records;
}

/** The documents of these products (their visibility follows the product's status). */
export async function documentIdsOfProducts(
  db: Database,
  productIds: readonly number[],
): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(inArray(documents.productId, [...productIds]));
  return rows.map((row) => row.id);
}
