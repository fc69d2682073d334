import { forumPostPath, maskPhone } from "@portal/shared";
import { and, asc, inArray, lt } from "drizzle-orm";
import { inSlices } from "../../../platform/concurrency/slices.ts";
import type { Database } from "../../../platform/db/client.ts";
import { translate } from "../../../platform/i18n/registry.ts";
import type { MailProvider } from "../../../platform/mail/mail-provider.ts";
import type { Notice } from "../../message/use-cases/add-notices.ts";
import { users } from "../../user/schema.ts";
import { visiblePost } from "../post-rows.ts";
import { forumDigestItems, forumPosts } from "../schema.ts";

const dayMs = 24 * 60 * 60 * 1000;
/** The portal's day is China's (UTC+8), as the other daily counts. */
const chinaOffsetMs = 8 * 60 * 60 * 1000;
/** Members a statement carries. */
const sliceSize = 50;

/** Midnight in China of the day `now` falls in. */
function dayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + chinaOffsetMs) / dayMs) * dayMs - chinaOffsetMs);
}

/** The digest's e-mail: its words in Simplified Chinese then English (no language is stored). */
function digestMail(
  to: string,
  nickname: string,
  posts: readonly { id: number; title: string }[],
  siteHost: string,
) {
  const count = { posts: posts.length };
  const lines = posts.map((post) => `- ${post.title}\n  ${siteHost}/#${forumPostPath(post.id)}`);
  return {
    to,
    subject: `${translate("zh-CN", "forum.digestMailSubject", count)} / ${translate("en-US", "forum.digestMailSubject", count)}`,
    text: [
      translate("zh-CN", "forum.digestMailIntro", { nickname }),
      translate("en-US", "forum.digestMailIntro", { nickname }),
      "",
      ...lines,
    ].join("\n"),
  };
}

/**
 * The daily digest: every member with digest items from before today (China's day) gets ONE
 * `follow_digest` notice naming how many posts, and an e-mail listing them when their account
 * has an address; the items are deleted. Each member's items are taken by one `delete ...
 * returning`, so instances sweeping at once send each item once, and what arrives today waits
 * for tomorrow's digest: one a day. Answers the notices, to be sent with `app.notify`.
 */
export async function sendFollowDigests({
  db,
  now,
  mail,
  siteHost,
  onMailFailure,
}: {
  db: Database;
  now: Date;
  mail: MailProvider;
  siteHost: string;
  onMailFailure: (error: unknown) => void;
}): Promise<Notice[]> {
  const before = lt(forumDigestItems.createdAt, dayStart(now));
  const due = (
    await db
      .selectDistinct({ userId: forumDigestItems.userId })
      .from(forumDigestItems)
      .where(before)
      .orderBy(asc(forumDigestItems.userId))
  ).map((row) => row.userId);
  const notices: Notice[] = [];
  for await (const slice of inSlices(due, sliceSize)) {
    const taken = await db
      .delete(forumDigestItems)
      .where(and(before, inArray(forumDigestItems.userId, slice)))
      .returning({ userId: forumDigestItems.userId, postId: forumDigestItems.postId });
    if (taken.length === 0) continue;
    const posts = new Map(
      (
        await db
          .select({ id: forumPosts.id, title: forumPosts.title })
          .from(forumPosts)
          .where(
            and(
              inArray(forumPosts.id, [...new Set(taken.map((item) => item.postId))]),
              visiblePost,
            ),
          )
      ).map((post) => [post.id, post]),
    );
    const members = await db
      .select({ id: users.id, email: users.email, nickname: users.nickname, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [...new Set(taken.map((item) => item.userId))]));
    for (const member of members) {
      const theirs = taken
        .filter((item) => item.userId === member.id)
        .map((item) => posts.get(item.postId))
        .filter((post) => post !== undefined);
      // News of posts hidden or deleted since is dropped with them.
      if (theirs.length === 0) continue;
      notices.push({
        userId: member.id,
        kind: "follow_digest",
        params: { posts: theirs.length },
        link: "/forum",
      });
      if (!member.email) continue;
      const nickname = member.nickname ?? maskPhone(member.phone);
      await mail.send(digestMail(member.email, nickname, theirs, siteHost)).catch(onMailFailure);
    }
  }
  return notices;
}
