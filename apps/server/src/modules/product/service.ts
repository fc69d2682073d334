import {
  boardAndTerminalProductTypes,
  moduleProductTypes,
  type Page,
  type PageQuery,
  type ProductAdminListQuery,
  type ProductInput,
  type ProductParameterKind,
  type ProductParameters,
  type ProductStatus,
  productParameterDictionary,
} from "@portal/shared";
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../../platform/app-context.ts";
import type { Database } from "../../platform/db/client.ts";
import { isForeignKeyViolation } from "../../platform/db/foreign-key.ts";
import { paginate } from "../../platform/db/paginate.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { MessageKey } from "../../platform/i18n/registry.ts";
import { sanitizeRichText } from "../../platform/sanitize/rich-text.ts";
import {
  catalogueOrder,
  countProducts,
  filtersCondition,
  keywordCondition,
  listColumns,
  pageOfProducts,
} from "./catalogue.ts";
import type { ProductAdminListRow, ProductRow } from "./present.ts";
import { productRelations, products } from "./schema.ts";

type WriteContext = Pick<AppContext, "db" | "now" | "config">;
type FieldProblem = { field: string; messageKey: MessageKey };

const notFound = () => new AppError("not_found", "product.notFound");

/** Refuses with 400 and every field problem, worded by the first one. */
function refuseFields(problems: FieldProblem[]) {
  const [first] = problems;
  if (first) throw new AppError("bad_request", first.messageKey, { fields: problems });
}

const isModuleType = (type: string) => (moduleProductTypes as readonly string[]).includes(type);
const isBoardOrTerminalType = (type: string) =>
  (boardAndTerminalProductTypes as readonly string[]).includes(type);

async function countChildren(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.parentId, productId));
  return row?.total ?? 0;
}

const scopeConditions: Record<ProductAdminListQuery["scope"], SQL | undefined> = {
  // `productServer`: the modules themselves.
  module: and(inArray(products.productType, moduleProductTypes), isNull(products.parentId)),
  // `subProduct`: whatever belongs to a module.
  child: isNotNull(products.parentId),
  // `devTerminal`: development boards and terminals, wherever they belong.
  boardAndTerminal: inArray(products.productType, boardAndTerminalProductTypes),
};

const parentProduct = alias(products, "parent");

/** The management tables: any status, filtered by scope, with parent model and child count. */
export function listAdminProducts(
  db: Database,
  query: ProductAdminListQuery,
): Promise<Page<ProductAdminListRow>> {
  const where = and(
    scopeConditions[query.scope],
    query.status ? eq(products.status, query.status) : undefined,
    query.parentId ? eq(products.parentId, query.parentId) : undefined,
    filtersCondition(query),
  );
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db
        .select({
          ...listColumns,
          status: products.status,
          sort: products.sort,
          viewCount: products.viewCount,
          updatedAt: products.updatedAt,
          parentModel: parentProduct.model,
          childCount:
            sql<number>`(select count(*) from products as child where child.parent_id = ${products.id})`.mapWith(
              Number,
            ),
        })
        .from(products)
        .leftJoin(parentProduct, eq(parentProduct.id, products.parentId))
        .where(where)
        .orderBy(...catalogueOrder)
        .limit(limit)
        .offset(offset),
    count: () => countProducts(db, where),
  });
}

/** `queryRelated`: products of any status staff may relate to `excludeId` (itself left out). */
export function listRelationCandidates(
  db: Database,
  query: PageQuery & { keyword?: string | undefined; excludeId?: number | undefined },
) {
  return pageOfProducts(
    db,
    and(
      query.excludeId ? ne(products.id, query.excludeId) : undefined,
      keywordCondition(query.keyword),
    ),
    query,
  );
}

/** `getProductInfo`: the stored product and its related ids in their order; 404 if unknown. */
export async function findProductRecord(db: Database, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound();
  const relations = await db
    .select({ relatedId: productRelations.relatedId })
    .from(productRelations)
    .where(eq(productRelations.productId, id))
    .orderBy(asc(productRelations.position));
  return { row, relatedIds: relations.map((relation) => relation.relatedId) };
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
const richText = (html: string | null | undefined) => blankToNull(html && sanitizeRichText(html));

type ExistingProduct = { id: number; productType: string; hasChildren: boolean };

/**
 * Checks a product's input against the rules a schema cannot express and answers the column
 * values to store: parameters of their dictionary kind, images uploaded here, a parent that is
 * a top-level module (and not the product itself), related products that exist, the types a
 * page manages, a model no other product has (409).
 */
async function checkedValues(
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
      descriptionZh: richText(input.descriptionZh),
      descriptionEn: richText(input.descriptionEn),
      descriptionTw: richText(input.descriptionTw),
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

async function replaceRelations(tx: Database, productId: number, relatedIds: number[]) {
  await tx.delete(productRelations).where(eq(productRelations.productId, productId));
  if (relatedIds.length === 0) return;
  await tx
    .insert(productRelations)
    .values(relatedIds.map((relatedId, position) => ({ productId, relatedId, position })));
}

/** `addProductInfo`: a new product and its related products, in one transaction. */
export function createProduct({
  ctx,
  input,
  userId,
  boardOrTerminalOnly = false,
}: {
  ctx: WriteContext;
  input: ProductInput;
  userId: number;
  boardOrTerminalOnly?: boolean;
}): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    const { values, relatedIds } = await checkedValues(
      tx,
      ctx.config.siteHost,
      input,
      undefined,
      boardOrTerminalOnly,
    );
    const now = ctx.now();
    const [created] = await tx
      .insert(products)
      .values({ ...values, createdBy: userId, createdAt: now, updatedAt: now })
      .returning({ id: products.id });
    if (!created) throw new AppError("internal");
    await replaceRelations(tx, created.id, relatedIds);
    return created.id;
  });
}

/** `modifyProductInfo`: replaces every field and the related products; 404 if unknown. */
export function modifyProduct({
  ctx,
  input,
  boardOrTerminalOnly = false,
}: {
  ctx: WriteContext;
  input: ProductInput & { id: number };
  boardOrTerminalOnly?: boolean;
}): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    const [current] = await tx
      .select({ id: products.id, productType: products.productType })
      .from(products)
      .where(eq(products.id, input.id))
      .for("update");
    if (!current) throw notFound();
    const existing = { ...current, hasChildren: (await countChildren(tx, current.id)) > 0 };
    const { values, relatedIds } = await checkedValues(
      tx,
      ctx.config.siteHost,
      input,
      existing,
      boardOrTerminalOnly,
    );
    await tx
      .update(products)
      .set({ ...values, updatedAt: ctx.now() })
      .where(eq(products.id, current.id));
    await replaceRelations(tx, current.id, relatedIds);
    return current.id;
  });
}

/** `removeProductInfo`: 404 if unknown, 409 while it has children or documents. */
export function removeProduct(db: Database, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!current) throw notFound();
    if ((await countChildren(tx, id)) > 0) throw new AppError("conflict", "product.hasChildren");
    // Relations and views go with it (cascade). Documents keep it (restrict): with the children
    // ruled out under the lock, a foreign key that refuses the delete is theirs.
    try {
      await tx.delete(products).where(eq(products.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new AppError("conflict", "product.hasDocuments", { cause: error });
      }
      throw error;
    }
  });
}

async function updateProduct(
  ctx: WriteContext,
  id: number,
  changes: Partial<Pick<ProductRow, "status" | "sort">>,
) {
  const [updated] = await ctx.db
    .update(products)
    .set({ ...changes, updatedAt: ctx.now() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated) throw notFound();
}

/** `updateStatus`: publish or withdraw a product. */
export function setProductStatus(ctx: WriteContext, id: number, status: ProductStatus) {
  return updateProduct(ctx, id, { status });
}

/** `updateSort`: the product's place in the catalogue. */
export function setProductSort(ctx: WriteContext, id: number, sort: number) {
  return updateProduct(ctx, id, { sort });
}
