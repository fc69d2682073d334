/*
 * What members report, and the moderation limits: plain values that the web's pages use without
 * the schemas, which would bring zod with them. `schemas/moderation.ts` builds its schemas on
 * these.
 */

/** What a member reports, and what a moderator decides on it. */
export const reportTargetKinds = ["post", "reply"] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];
export const reportOutcomes = ["open", "upheld", "dismissed"] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

export const moderationLimits = {
  /** Open reports by this many different members (never the author) hide the content. */
  reportsToHide: 3,
  reportReasonMaxLength: 300,
  /** Characters of a target's text shown in the report and audit lists. */
  excerptLength: 120,
  defaultPageSize: 20,
  maxPageSize: 50,
} as const;
