import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../platform/db/client.ts";
import { reportMedalProgress } from "../../medal/use-cases/report-medal-progress.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import {
  awardRulePoints,
  type PointsRuleSettings,
} from "../../points/use-cases/award-rule-points.ts";
import { forumPosts, forumReplies } from "../schema.ts";

/*
 * What a member's forum activity brings them, in the transaction of the event: the rule's points
 * and the medal counters the forum keeps (posts published, replies adopted, likes received). The
 * counters are counted again from the tables rather than added to, so a post deleted or a like
 * taken back lowers them and a medal waits until the count is really reached.
 */

const visible = (table: typeof forumPosts | typeof forumReplies) =>
  sql`${table.status} = 'published' and not ${table.hiddenByReports}`;

async function postsPublished(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(forumPosts)
    .where(and(eq(forumPosts.authorId, userId), visible(forumPosts)));
  return row?.total ?? 0;
}

async function repliesAdopted(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(forumPosts)
    .innerJoin(forumReplies, eq(forumReplies.id, forumPosts.adoptedReplyId))
    .where(and(eq(forumReplies.authorId, userId), visible(forumPosts)));
  return row?.total ?? 0;
}

async function likesReceived(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({
      total: sql<number>`(
        (select coalesce(sum(${forumPosts.likeCount}), 0) from ${forumPosts}
          where ${forumPosts.authorId} = ${userId} and ${visible(forumPosts)})
        + (select coalesce(sum(${forumReplies.likeCount}), 0) from ${forumReplies}
          where ${forumReplies.authorId} = ${userId} and ${visible(forumReplies)})
      )::int`,
    })
    .from(sql`(select 1) as one`);
  return row?.total ?? 0;
}

/** A post became visible: its author's post points and posts-published count. */
export async function creditPost(
  tx: Database,
  { authorId, postId, now, settings }: CreditInput & { authorId: number },
): Promise<Notice[]> {
  const points = await awardRulePoints(tx, {
    userId: authorId,
    rule: "post",
    postId,
    now,
    settings,
  });
  const medals = await reportMedalProgress(tx, {
    userId: authorId,
    counter: "postsPublished",
    value: await postsPublished(tx, authorId),
    now,
  });
  return [...points.notices, ...medals];
}

/** A reply became visible: its author's reply points (posts and replies share the daily cap). */
export async function creditReply(
  tx: Database,
  { authorId, postId, now, settings }: CreditInput & { authorId: number },
): Promise<Notice[]> {
  return (await awardRulePoints(tx, { userId: authorId, rule: "reply", postId, now, settings }))
    .notices;
}

/** A reply was adopted: its author's adopted-answer points (no cap) and replies-adopted count. */
export async function creditAdoption(
  tx: Database,
  { authorId, postId, now, settings }: CreditInput & { authorId: number },
): Promise<Notice[]> {
  const points = await awardRulePoints(tx, {
    userId: authorId,
    rule: "adopted_answer",
    postId,
    now,
    settings,
  });
  const medals = await reportMedalProgress(tx, {
    userId: authorId,
    counter: "repliesAdopted",
    value: await repliesAdopted(tx, authorId),
    now,
  });
  return [...points.notices, ...medals];
}

/** A like was given or taken back: the liked author's likes-received count. */
export async function reportLikesReceived(
  tx: Database,
  authorId: number,
  now: Date,
): Promise<Notice[]> {
  return reportMedalProgress(tx, {
    userId: authorId,
    counter: "likesReceived",
    value: await likesReceived(tx, authorId),
    now,
  });
}

type CreditInput = { postId: number; now: Date; settings: PointsRuleSettings };
