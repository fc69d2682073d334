import type { DocumentAccessLevel, DocumentVersionItem } from "@portal/shared";

/** Why a document cannot be downloaded now: "signIn" (a visitor) or "whitelist" (not on it). */
export type LockReason = "signIn" | "whitelist";

/**
 * The reason a person sees on a locked document. A visitor is asked to sign in first, even for
 * a whitelist document: the server cannot tell whether they are on the list before that.
 */
export function lockReason(
  document: { canDownload: boolean; accessLevel: DocumentAccessLevel },
  signedIn: boolean,
): LockReason | null {
  if (document.canDownload) return null;
  if (!signedIn) return "signIn";
  return document.accessLevel === "whitelist" ? "whitelist" : "signIn";
}

/** Whether the server can stamp this version: only PDFs can be watermarked. */
export function isPdf(version: Pick<DocumentVersionItem, "mimeType" | "fileName">): boolean {
  return version.mimeType === "application/pdf" || /\.pdf$/i.test(version.fileName);
}
