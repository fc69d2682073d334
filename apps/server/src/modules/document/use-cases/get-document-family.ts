import type { DocumentLookup } from "../document-rows.ts";
import { getDocument } from "./get-document.ts";
import { listChildDocuments } from "./list-child-documents.ts";
import { listParentDocuments } from "./list-parent-documents.ts";

/** `getDocVo`: the document with its parent and children. */
export async function getDocumentFamily(input: DocumentLookup) {
  const [document, [parent], children] = await Promise.all([
    getDocument(input),
    listParentDocuments(input),
    listChildDocuments(input),
  ]);
  return { document, parent: parent ?? null, children };
}
