import { permissions } from "@portal/shared";
import type { AuthContext } from "../../platform/auth/auth-plugin.ts";

/** Who reads a text, as far as texts care. */
export type TextViewer = {
  userId: number | null;
  /** Content editors also read drafts (the preview). */
  seesDrafts: boolean;
  /** May delete anybody's comment. */
  moderates: boolean;
};

export function textViewerOf(auth: AuthContext | null): TextViewer {
  if (!auth) return { userId: null, seesDrafts: false, moderates: false };
  const writesContent = auth.permissions.has(permissions.contentWrite);
  return {
    userId: auth.userId,
    seesDrafts: writesContent,
    moderates: writesContent || auth.permissions.has(permissions.forumModerate),
  };
}
