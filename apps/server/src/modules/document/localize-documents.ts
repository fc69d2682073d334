import type { Language } from "@portal/shared";
import type { Database } from "../../platform/db/client.ts";
import { originalLocalization } from "../translation/use-cases/localize.ts";
import { documentTranslations, translatableDocument } from "./document-translation-kind.ts";
import type {
  DocumentRecord,
  FeedbackRow,
  LocalizedDocument,
  LocalizedFeedbackRow,
} from "./present.ts";

/** Documents with their names and descriptions in the reader's language, in their order. */
export async function documentsInLanguage(
  db: Database,
  records: readonly DocumentRecord[],
  reader: Language,
): Promise<LocalizedDocument[]> {
  const localized = await documentTranslations.rowsInLanguage(
    db,
    records.map((record) => record.row.document),
    reader,
    translatableDocument,
  );
  return records.map((record, index) => {
    const { localization, ...document } = localized[index] as (typeof localized)[number];
    return { ...record, row: { ...record.row, document }, localization };
  });
}

/** Documents as written, for staff: the originals with the languages they have versions in. */
export async function documentsAsWritten(
  db: Database,
  records: readonly DocumentRecord[],
): Promise<LocalizedDocument[]> {
  const written = await documentTranslations.rowsAsWritten(
    db,
    records.map((record) => record.row.document),
    translatableDocument,
  );
  return records.map((record, index) => {
    const { localization, translations } = written[index] as (typeof written)[number];
    return { ...record, localization, translations };
  });
}

type Family<Record> = { document: Record; parent: Record | null; children: Record[] };

/** A document with its parent and children, each read by `localize` in one call. */
async function familyBy(
  family: Family<DocumentRecord>,
  localize: (records: readonly DocumentRecord[]) => Promise<LocalizedDocument[]>,
): Promise<Family<LocalizedDocument>> {
  const [document, ...others] = await localize([
    family.document,
    ...(family.parent ? [family.parent] : []),
    ...family.children,
  ]);
  const parent = family.parent ? (others.shift() ?? null) : null;
  return { document: document as LocalizedDocument, parent, children: others };
}

/** `getDocVo` in the reader's language. */
export function familyInLanguage(db: Database, family: Family<DocumentRecord>, reader: Language) {
  return familyBy(family, (records) => documentsInLanguage(db, records, reader));
}

/** `getDocVo` as written, for the staff's edit form. */
export function familyAsWritten(db: Database, family: Family<DocumentRecord>) {
  return familyBy(family, (records) => documentsAsWritten(db, records));
}

/** The author's feedback with each document's name in their language. */
export async function feedbackInLanguage(
  db: Database,
  rows: readonly FeedbackRow[],
  reader: Language,
): Promise<LocalizedFeedbackRow[]> {
  const documents = await documentTranslations.rowsInLanguage(
    db,
    rows.map((row) => ({
      id: row.documentId,
      language: row.documentLanguage,
      name: row.documentName,
      description: row.documentDescription,
    })),
    reader,
    translatableDocument,
  );
  return rows.map((row, index) => {
    const { name, localization } = documents[index] as (typeof documents)[number];
    return { ...row, documentName: name, documentLocalization: localization };
  });
}

/** A feedback's document named as written, for staff. */
export function feedbackAsWritten(row: FeedbackRow): LocalizedFeedbackRow {
  return { ...row, documentLocalization: originalLocalization(row.documentLanguage) };
}
