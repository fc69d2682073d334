import { permissions } from "@portal/shared";
import type { AuthContext } from "../../platform/auth/auth-plugin.ts";

/** Staff who see and deal with every request: the management page's permission. */
function managesCustomization(viewer: Pick<AuthContext, "permissions">): boolean {
  return viewer.permissions.has(permissions.applicationManage);
}

/** Who reads a request: its applicant, or staff who manage customization. */
export type CustomizationViewer = { userId: number; staff: boolean };

export function viewerOf(auth: AuthContext): CustomizationViewer {
  return { userId: auth.userId, staff: managesCustomization(auth) };
}

/** The kind of the members' uploads for requests and replies (see `platform/storage/owned-uploads.ts`). */
export const attachmentKind = "customization";
