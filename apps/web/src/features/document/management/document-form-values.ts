import type {
  DocumentAccessLevel,
  DocumentItem,
  DocumentType,
  Language,
  ModifyDocumentBody,
} from "@portal/shared";

/** "general": the document belongs to no product. */
export type ProductChoice = number | "general";

/** The fields of the upload and edit forms of the documentation centre. */
export type DocumentFormValues = {
  productId?: ProductChoice;
  name?: string;
  type?: DocumentType;
  language?: Language;
  version?: string;
  accessLevel?: DocumentAccessLevel;
  parentId?: number | null;
  description?: string;
  file?: File | null;
};

/** The edit form's starting values: the document as it is. */
export function formValuesOf(document: DocumentItem): DocumentFormValues {
  return {
    productId: document.productId ?? "general",
    name: document.name,
    type: document.type,
    language: document.language,
    accessLevel: document.accessLevel,
    parentId: document.parentId,
    description: document.description ?? "",
  };
}

/**
 * The multipart body of `addProductDocument`: the text fields first, the file last (the
 * server reads the fields that come before the file). Empty optional fields are left out.
 */
export function addDocumentFormData(values: DocumentFormValues, file: File): FormData {
  const form = new FormData();
  if (typeof values.productId === "number") form.append("productId", String(values.productId));
  form.append("name", values.name?.trim() ?? "");
  form.append("type", values.type ?? "");
  form.append("version", values.version?.trim() ?? "");
  form.append("accessLevel", values.accessLevel ?? "");
  if (values.language) form.append("language", values.language);
  if (values.parentId) form.append("parentId", String(values.parentId));
  const description = values.description?.trim();
  if (description) form.append("description", description);
  form.append("file", file, file.name);
  return form;
}

/** The multipart body of `addDocumentVersion`, the file last. */
export function addVersionFormData(
  id: number,
  values: { version?: string; changeNote?: string },
  file: File,
): FormData {
  const form = new FormData();
  form.append("id", String(id));
  form.append("version", values.version?.trim() ?? "");
  const changeNote = values.changeNote?.trim();
  if (changeNote) form.append("changeNote", changeNote);
  form.append("file", file, file.name);
  return form;
}

/**
 * The `modifyProductDocument` body of `document` as the form read it at `version`: "general"
 * and cleared fields become null.
 */
export function modifyDocumentBodyOf(
  document: DocumentItem,
  version: number,
  values: DocumentFormValues,
): ModifyDocumentBody {
  const description = values.description?.trim() ?? "";
  return {
    id: document.id,
    version,
    productId: typeof values.productId === "number" ? values.productId : null,
    name: values.name?.trim() ?? document.name,
    type: values.type ?? document.type,
    accessLevel: values.accessLevel ?? document.accessLevel,
    language: values.language ?? document.language,
    parentId: values.parentId ?? null,
    description: description === "" ? null : description,
  };
}
