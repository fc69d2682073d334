import { type DocumentAccessLevel, permissions } from "@portal/shared";
import type { Database } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { isStaff } from "../user/service.ts";
import { isWhitelisted } from "../whitelist/service.ts";

/** Who is asking, as far as documents care. */
export type DocumentViewer = {
  userId: number | null;
  /** Staff and document managers may download every access level. */
  staff: boolean;
  /** Document and product managers also see the documents of unpublished products. */
  seesDrafts: boolean;
  whitelisted: boolean;
};

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
): Promise<DocumentViewer> {
  if (!auth) return anonymousViewer;
  const managesDocuments = auth.permissions.has(permissions.documentWrite);
  const staff = managesDocuments || isStaff(auth.permissions);
  return {
    userId: auth.userId,
    staff,
    seesDrafts: managesDocuments || auth.permissions.has(permissions.productWrite),
    whitelisted: staff ? false : await isWhitelisted(db, auth.userId),
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
