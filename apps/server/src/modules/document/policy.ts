import { type DocumentAccessLevel, permissions } from "@portal/shared";
import { eq, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { products } from "../product/schema.ts";
import { findProductState } from "../product/use-cases/find-product-state.ts";
import { isWhitelisted } from "../whitelist/use-cases/is-whitelisted.ts";
import { documents } from "./schema.ts";

/** Who is asking, as far as documents care. */
export type DocumentViewer = {
  userId: number | null;
  /** Staff and document managers may download every access level. */
  staff: boolean;
  /** Document and product managers also see the documents of unpublished products. */
  seesDrafts: boolean;
  whitelisted: boolean;
};

/** A viewer known to be signed in: feedback and watermarked downloads name them. */
export type SignedInViewer = DocumentViewer & { userId: number };

const anonymousViewer: DocumentViewer = {
  userId: null,
  staff: false,
  seesDrafts: false,
  whitelisted: false,
};

/** The viewer behind a request's sign-in (null: anonymous); the whitelist is read only when it matters. */
export async function documentViewerOf(
  db: Database,
  auth: { userId: number; permissions: ReadonlySet<string> } | null,
  now: Date,
): Promise<DocumentViewer> {
  if (!auth) return anonymousViewer;
  const managesDocuments = auth.permissions.has(permissions.documentWrite);
  // Staff are the accounts allowed into the management area.
  const staff = managesDocuments || auth.permissions.has(permissions.managementAccess);
  return {
    userId: auth.userId,
    staff,
    seesDrafts: managesDocuments || auth.permissions.has(permissions.productWrite),
    whitelisted: staff ? false : await isWhitelisted({ db, userId: auth.userId, now }),
  };
}

export function canDownload(viewer: DocumentViewer, accessLevel: DocumentAccessLevel): boolean {
  switch (accessLevel) {
    case "public":
      return true;
    case "user":
      return viewer.userId !== null;
    case "whitelist":
      return viewer.staff || viewer.whitelisted;
  }
}

/** 401 when signing in could help, 403 when only the whitelist could. */
export function assertCanDownload(viewer: DocumentViewer, accessLevel: DocumentAccessLevel) {
  if (canDownload(viewer, accessLevel)) return;
  if (viewer.userId === null) throw new AppError("unauthorized", "document.signInToDownload");
  throw new AppError("forbidden", "document.whitelistOnly");
}

/** Documents of unpublished products are hidden from everyone but their managers (products joined). */
export function visibleTo(viewer: DocumentViewer): SQL | undefined {
  if (viewer.seesDrafts) return undefined;
  return or(isNull(documents.productId), eq(products.status, "published"));
}

/** The product whose documents are asked for: published, or any status for managers; else 404. */
export async function findVisibleProduct(db: Database, viewer: DocumentViewer, productId: number) {
  const product = await findProductState({ db, id: productId });
  if (!product || (product.status !== "published" && !viewer.seesDrafts)) {
    throw new AppError("not_found", "document.productNotFound");
  }
  return product;
}
