import { z } from "zod";
import { pageOf, pageQuery, recordId } from "./common.ts";

/**
 * What a notice in the message centre is about. The text of each is in the web's translations,
 * rendered from the notice's params in the reader's language; the actor's nickname comes from
 * `actorId`. The params each kind's text names (`reason`, when given, is shown after any kind):
 * - reply, like, adoption, report_upheld, report_dismissed, post_approved, reply_approved:
 *   `title` (the post's title)
 * - bounty_paid, bounty_refunded: `title`, `points`
 * - post_rejected, reply_rejected: `title`, `reason`
 * - moderation: `title`, `action` (one of the forum's moderation actions), `reason`
 * - followed_post: `title` (a new post by a member or in a board the reader follows)
 * - followed_reply: `title` (a reply in a post the reader follows but did not write)
 * - follow_digest: `posts` (how many posts the day's digest names)
 * - medal_awarded: `medal` (its name in its original's language), `medalId`
 * - points_granted: `points`, `reason` (staff's)
 * - engineer_certified: none
 * - competition_submitted, competition_accepted, competition_rejected, competition_changed:
 *   `title` (the entry's project name); a rejection gives `reason`
 * - customization_assigned, customization_replied, customization_closed: `title` (the
 *   request's module model and company)
 * - sample_approved, sample_refused, sample_shipped: `title` (the product's model); a refusal
 *   gives `reason`, a shipment `carrier` and `trackingNumber`
 * - subscribed_document: `title` (the document's name), `product` (its model, may be empty),
 *   `version`, `note` (the version's change note, may be missing)
 * - subscribed_notice: `title` (the notice's title), `product` (its model)
 * - system: `text`
 */
export const messageKinds = [
  "reply",
  "adoption",
  "bounty_paid",
  "bounty_refunded",
  "like",
  "post_approved",
  "post_rejected",
  "reply_approved",
  "reply_rejected",
  "moderation",
  "report_upheld",
  "report_dismissed",
  "followed_post",
  "followed_reply",
  "follow_digest",
  "medal_awarded",
  "points_granted",
  "engineer_certified",
  "competition_submitted",
  "competition_accepted",
  "competition_rejected",
  "competition_changed",
  "customization_assigned",
  "customization_replied",
  "customization_closed",
  "sample_approved",
  "sample_refused",
  "sample_shipped",
  "subscribed_document",
  "subscribed_notice",
  "system",
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** The Socket.IO event telling a member's open pages their unread count changed. */
export const messageEvents = { unread: "MESSAGE_UNREAD" } as const;

export const messageLimits = {
  /** Ids one "mark read" may name. */
  markReadMaxIds: 100,
} as const;

export const messageListQuery = pageQuery.extend({
  /** `true` (or "1") lists unread notices only. */
  unread: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((value) => value === "true" || value === "1"),
});

export const messageMarkReadInput = z.object({
  ids: z.array(recordId).min(1).max(messageLimits.markReadMaxIds),
});

export const messageUnreadCount = z.object({ count: z.number() });
export type MessageUnreadCount = z.infer<typeof messageUnreadCount>;

export const messageRow = z.object({
  id: z.number(),
  kind: z.enum(messageKinds),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  actor: z.object({ id: z.number(), nickname: z.string() }).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MessageRow = z.infer<typeof messageRow>;

export const messagePage = pageOf(messageRow);
