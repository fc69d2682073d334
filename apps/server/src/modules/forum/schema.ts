import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "../user/schema.ts";

/** A field the board asks for when posting there (module model, firmware, what was tried...). */
export type BoardTemplateField = {
  key: string;
  /** The label in Simplified Chinese and English; Traditional is converted when shown. */
  label: string;
  labelEn: string;
  kind: "text" | "textarea";
  required: boolean;
};

/** A file attached to a post or reply, stored by the platform's upload receiver. */
export type ForumAttachment = { name: string; url: string; size: number };

/** A board of the forum (a "topic" in the specification's paths). */
export const forumBoards = pgTable("forum_boards", {
  id: serial("id").primaryKey(),
  /** Simplified Chinese; Traditional is converted when shown. */
  name: varchar("name", { length: 40 }).notNull(),
  nameEn: varchar("name_en", { length: 60 }).notNull(),
  description: varchar("description", { length: 300 }).notNull().default(""),
  descriptionEn: varchar("description_en", { length: 400 }).notNull().default(""),
  icon: varchar("icon", { length: 500 }),
  sort: integer("sort").notNull().default(0),
  template: jsonb("template").$type<BoardTemplateField[]>().notNull().default([]),
  postCount: integer("post_count").notNull().default(0),
  lastPostAt: timestamp("last_post_at", { withTimezone: true }),
  /** Edit version: +1 on every staff edit, so a save from a stale form is refused (409). */
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Members who moderate one board (staff with `forum:moderate` moderate every board). */
export const forumBoardModerators = pgTable(
  "forum_board_moderators",
  {
    boardId: integer("board_id")
      .notNull()
      .references(() => forumBoards.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.boardId, table.userId] }),
    index("forum_board_moderators_user_index").on(table.userId),
  ],
);

export const forumPosts = pgTable(
  "forum_posts",
  {
    id: serial("id").primaryKey(),
    boardId: integer("board_id")
      .notNull()
      .references(() => forumBoards.id),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    title: varchar("title", { length: 120 }).notNull(),
    /** Sanitized HTML (and sanitized again on output). */
    content: text("content").notNull(),
    /** The board template's answers, by field key. */
    templateAnswers: jsonb("template_answers")
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    productIds: jsonb("product_ids").$type<number[]>().notNull().default([]),
    attachments: jsonb("attachments").$type<ForumAttachment[]>().notNull().default([]),
    /** Bounty points held from the author's balance while `rewardState` is held. */
    reward: integer("reward").notNull().default(0),
    /** One of the shared `rewardStates`: none, held, paid, refunded. */
    rewardState: varchar("reward_state", { length: 10 }).notNull().default("none"),
    /** One of the shared `forumStatuses`: pending (in the audit queue), published, rejected, deleted. */
    status: varchar("status", { length: 10 }).notNull(),
    /** Why it waits (new_account, sensitive_words) or why it was rejected or deleted. */
    statusReason: varchar("status_reason", { length: 300 }),
    /** Set when enough members reported it; cleared or confirmed by a moderator. */
    hiddenByReports: boolean("hidden_by_reports").notNull().default(false),
    isTop: boolean("is_top").notNull().default(false),
    isEssence: boolean("is_essence").notNull().default(false),
    isLocked: boolean("is_locked").notNull().default(false),
    adoptedReplyId: integer("adopted_reply_id"),
    replyCount: integer("reply_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    dislikeCount: integer("dislike_count").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    followCount: integer("follow_count").notNull().default(0),
    /** Publication, then the latest published reply: the board's order after top and essence. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** sha256 of the normalized body: the same body again within 10 minutes is refused. */
    contentHash: varchar("content_hash", { length: 64 }).notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("forum_posts_reward_not_negative", sql`${table.reward} >= 0`),
    // A board's page: visible posts, top then essence first, latest activity first.
    index("forum_posts_board_list_index")
      .on(table.boardId, table.isTop, table.isEssence, table.lastActivityAt, table.id)
      .where(sql`${table.status} = 'published' and not ${table.hiddenByReports}`),
    index("forum_posts_unanswered_index")
      .on(table.createdAt, table.id)
      .where(
        sql`${table.status} = 'published' and not ${table.hiddenByReports} and ${table.replyCount} = 0`,
      ),
    index("forum_posts_author_index").on(table.authorId, table.createdAt),
    index("forum_posts_status_index").on(table.status, table.createdAt),
    index("forum_posts_held_reward_index")
      .on(table.createdAt)
      .where(sql`${table.rewardState} = 'held'`),
  ],
);

export const forumReplies = pgTable(
  "forum_replies",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    /** The reply this one answers (one level: a reply to a reply points at its top reply). */
    parentId: integer("parent_id"),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    /** Sanitized HTML (and sanitized again on output). */
    content: text("content").notNull(),
    attachments: jsonb("attachments").$type<ForumAttachment[]>().notNull().default([]),
    /** pending, published, rejected or deleted, as posts. */
    status: varchar("status", { length: 10 }).notNull(),
    statusReason: varchar("status_reason", { length: 300 }),
    hiddenByReports: boolean("hidden_by_reports").notNull().default(false),
    /** Written by a certified engineer, or certified by a moderator: listed first after the adopted one. */
    certified: boolean("certified").notNull().default(false),
    likeCount: integer("like_count").notNull().default(0),
    dislikeCount: integer("dislike_count").notNull().default(0),
    contentHash: varchar("content_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("forum_replies_post_index").on(table.postId, table.createdAt, table.id),
    index("forum_replies_author_index").on(table.authorId, table.createdAt),
    index("forum_replies_status_index").on(table.status, table.createdAt),
  ],
);

/** A member's like (1) or dislike (-1) of a post; one each. */
export const forumPostVotes = pgTable(
  "forum_post_votes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    value: smallint("value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const forumReplyVotes = pgTable(
  "forum_reply_votes",
  {
    replyId: integer("reply_id")
      .notNull()
      .references(() => forumReplies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    value: smallint("value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.replyId, table.userId] })],
);

/** Posts a member follows: their replies reach the member's message centre. */
export const forumPostFollows = pgTable(
  "forum_post_follows",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index("forum_post_follows_user_index").on(table.userId, table.createdAt),
  ],
);

/**
 * A post's activity per day (replies, likes, views): hot posts weigh the last 7 days' rows
 * instead of scanning replies.
 */
export const forumPostActivity = pgTable(
  "forum_post_activity",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    replies: integer("replies").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    views: integer("views").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.day] }),
    index("forum_post_activity_day_index").on(table.day),
  ],
);

/** Every moderator action on a post or a reply: who, what, when and why. */
export const forumModerationActions = pgTable(
  "forum_moderation_actions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    replyId: integer("reply_id"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name when it acted, kept if the account goes. */
    actorName: varchar("actor_name", { length: 30 }).notNull(),
    /** One of the shared `moderationActions`. */
    action: varchar("action", { length: 20 }).notNull(),
    reason: varchar("reason", { length: 300 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("forum_moderation_actions_post_index").on(table.postId, table.id)],
);

/** A member following a board: its new posts reach the member (now or in the daily digest). */
export const forumBoardFollows = pgTable(
  "forum_board_follows",
  {
    boardId: integer("board_id")
      .notNull()
      .references(() => forumBoards.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.boardId, table.userId] }),
    index("forum_board_follows_user_index").on(table.userId, table.createdAt),
  ],
);

/** A member (`followerId`) following another (`followeeId`): the followee's new posts reach them. */
export const forumUserFollows = pgTable(
  "forum_user_follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: integer("followee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index("forum_user_follows_followee_index").on(table.followeeId, table.createdAt),
    check("forum_user_follows_not_self", sql`${table.followerId} <> ${table.followeeId}`),
  ],
);

/** How news of what a member follows reaches them: `instant` (the default) or `digest`. */
export const forumFollowSettings = pgTable("forum_follow_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  delivery: varchar("delivery", { length: 10 }).notNull().default("instant"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * News held for a member who chose the daily digest, one row per post: sent together as one
 * message a day, then deleted. The unique index keeps one row per post and member.
 */
export const forumDigestItems = pgTable(
  "forum_digest_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    /** What happened: `post` (a new post) or `reply` (a reply in a followed post). */
    kind: varchar("kind", { length: 10 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("forum_digest_items_post_unique").on(table.userId, table.postId),
    index("forum_digest_items_created_index").on(table.createdAt),
  ],
);
