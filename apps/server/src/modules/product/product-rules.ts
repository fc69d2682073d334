import {
  boardAndTerminalProductTypes,
  moduleProductTypes,
  type ProductInput,
  type ProductParameterKind,
  type ProductParameters,
  productLimits,
  productParameterDictionary,
} from "@portal/shared";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { nextVersion } from "../../platform/db/versioned-row.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { MessageKey } from "../../platform/i18n/registry.ts";
import { richTextWithin } from "../../platform/sanitize/rich-text.ts";
import { productRelations, products } from "./schema.ts";

type FieldProblem = { field: string; messageKey: MessageKey };

export const productNotFound = () => new AppError("not_found", "product.notFound");

/** Refuses with 400 and every field problem, worded by the first one. */
function refuseFields(problems: FieldProblem[]) {
  const [first] = problems;
  if (first) throw new AppError("bad_request", first.messageKey, { fields: problems });
}

const isModuleType = (type: string) => (moduleProductTypes as readonly string[]).includes(type);
const isBoardOrTerminalType = (type: string) =>
  (boardAndTerminalProductTypes as readonly string[]).includes(type);

/** Changes some columns of a product (and its `updatedAt`); 404 if unknown. */
export async function updateProduct(
  db: Database,
  id: number,
  changes: Partial<Pick<typeof products.$inferInsert, "status" | "sort" | "updatedAt">>,
): Promise<void> {
  const [updated] = await db
    .update(products)
    // Unversioned (a toggle from the list wins), but it moves the version so that an edit form
    // opened before it cannot silently undo it.
    .set({ ...changes, version: nextVersion(products.version) })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated) throw productNotFound();
}

export async function countChildren(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.parentId, productId));
  return row?.total ?? 0;
}

const kindMessages: Record<ProductParameterKind, MessageKey> = {
  number: "product.parameterNumber",
  text: "product.parameterText",
  list: "product.parameterList",
};

/** Each value must have its dictionary kind: a number, a text or a list of texts. */
function parameterProblems(parameters: ProductParameters): FieldProblem[] {
  return productParameterDictionary.flatMap((parameter) => {
    const value = parameters[parameter.key];
    if (value === undefined) return [];
    const fits =
      parameter.kind === "number"
        ? typeof value === "number" && Number.isFinite(value)
        : parameter.kind === "text"
          ? typeof value === "string"
          : Array.isArray(value);
    return fits
      ? []
      : [{ field: `parameters.${parameter.key}`, messageKey: kindMessages[parameter.kind] }];
  });
}

const productImagePath = /^\/uploads\/products\/[\w.-]+$/;

/** An image URL as stored: a product image uploaded here, without the SITE_HOST origin. */
function storedImagePath(siteHost: string, url: string): string | undefined {
  const path = siteHost && url.startsWith(siteHost) ? url.slice(siteHost.length) : url;
  return productImagePath.test(path) ? path : undefined;
}

const blankToNull = (text: string | null | undefined) => (text ? text : null);
/** A description sanitized, refused over the editor's word limit (text, not HTML, counted). */
const richText = (html: string | null | undefined, field: string) =>
  blankToNull(
    html && richTextWithin(html, { field, maxCharacters: productLimits.descriptionMaxLength }),
  );

export type ExistingProduct = { id: number; productType: string; hasChildren: boolean };

/**
 * Checks a product's input against the rules a schema cannot express and answers the column
 * values to store: parameters of their dictionary kind, images uploaded here, a parent that is
 * a top-level module (and not the product itself), related products that exist, the types a
 * page manages, a model no other product has (409).
 */
export async function checkedValues(
  tx: Database,
  siteHost: string,
  input: ProductInput,
  existing: ExistingProduct | undefined,
  boardOrTerminalOnly: boolean,
) {
  const problems = parameterProblems(input.parameters);
  if (
    boardOrTerminalOnly &&
    !(
      isBoardOrTerminalType(input.productType) &&
      (!existing || isBoardOrTerminalType(existing.productType))
    )
  ) {
    problems.push({ field: "productType", messageKey: "product.boardOrTerminalOnly" });
  }
  if (existing?.hasChildren && !isModuleType(input.productType)) {
    problems.push({ field: "productType", messageKey: "product.childrenNeedModule" });
  }
  const images = input.images.map((url) => storedImagePath(siteHost, url));
  images.forEach((image, index) => {
    if (image === undefined) {
      problems.push({ field: `images.${index}`, messageKey: "product.imageNotUploaded" });
    }
  });
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const [parent] = await tx
      .select({ parentId: products.parentId, productType: products.productType })
      .from(products)
      .where(eq(products.id, parentId));
    const problem: MessageKey | undefined =
      parentId === existing?.id
        ? "product.parentSelf"
        : !parent
          ? "product.parentNotFound"
          : parent.parentId !== null || !isModuleType(parent.productType)
            ? "product.parentNotModule"
            : existing?.hasChildren
              ? "product.parentHasChildren"
              : undefined;
    if (problem) problems.push({ field: "parentId", messageKey: problem });
  }
  const relatedIds = [...new Set(input.relatedIds)];
  if (existing && relatedIds.includes(existing.id)) {
    problems.push({ field: "relatedIds", messageKey: "product.relatedSelf" });
  } else if (relatedIds.length > 0) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, relatedIds));
    if (found.length !== relatedIds.length) {
      problems.push({ field: "relatedIds", messageKey: "product.relatedNotFound" });
    }
  }
  refuseFields(problems);

  // The unique index is case-sensitive; "m5311" is the same model as "M5311" to a person.
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(sql`lower(${products.model})`, input.model.toLowerCase()),
        existing ? ne(products.id, existing.id) : undefined,
      ),
    )
    .limit(1);
  if (taken) {
    throw new AppError("conflict", "product.modelTaken", {
      fields: [{ field: "model", messageKey: "product.modelTaken" }],
    });
  }

  return {
    values: {
      model: input.model,
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      nameTw: blankToNull(input.nameTw),
      summaryZh: blankToNull(input.summaryZh),
      summaryEn: blankToNull(input.summaryEn),
      summaryTw: blankToNull(input.summaryTw),
      descriptionZh: richText(input.descriptionZh, "descriptionZh"),
      descriptionEn: richText(input.descriptionEn, "descriptionEn"),
      descriptionTw: richText(input.descriptionTw, "descriptionTw"),
      productType: input.productType,
      networkSystem: input.networkSystem,
      packageType: input.packageType,
      parameters: input.parameters,
      images: images.filter((image) => image !== undefined),
      buyUrl: blankToNull(input.buyUrl),
      status: input.status,
      sort: input.sort,
      parentId,
    },
    relatedIds,
  };
}

/** The related products of `productId`, in the order given. */
export async function replaceRelations(tx: Database, productId: number, relatedIds: number[]) {
  await tx.delete(productRelations).where(eq(productRelations.productId, productId));
  if (relatedIds.length === 0) return;
  await tx
    .insert(productRelations)
    .values(relatedIds.map((relatedId, position) => ({ productId, relatedId, position })));
}
