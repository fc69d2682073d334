/*
 * A document's kinds, access levels, feedback states and limits: plain values that the web's pages
 * use without the schemas, which would bring zod with them. `schemas/document.ts` builds its
 * schemas on these.
 */

/** Kinds of document, in the order the document centre groups them. */
export const documentTypes = [
  "datasheet",
  "hardwareDesign",
  "atCommands",
  "firmware",
  "certification",
  "applicationNote",
  "softwareTool",
  "other",
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Who may download: anyone, any signed-in user, or the users on the whitelist (and staff). */
export const documentAccessLevels = ["public", "user", "whitelist"] as const;
export type DocumentAccessLevel = (typeof documentAccessLevels)[number];

export const feedbackTypes = ["error", "outdated", "missing", "broken", "other"] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
export const feedbackStatuses = ["pending", "processing", "resolved", "closed"] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

export const documentLimits = {
  nameMaxLength: 100,
  descriptionMaxLength: 500,
  versionMaxLength: 20,
  feedbackMaxLength: 1000,
  contactMaxLength: 100,
  replyMaxLength: 1000,
} as const;
