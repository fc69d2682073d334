import { contentHash } from "../../modules/forum/posting-rules.ts";
import { forumBoards, forumPosts, forumReplies } from "../../modules/forum/schema.ts";
import type { TestApp } from "../test-app.ts";
import { buildUser } from "./user.ts";

let sequence = 0;

/** A board straight in the database. */
export async function buildBoard(
  testApp: TestApp,
  overrides: Partial<typeof forumBoards.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await testApp.db
    .insert(forumBoards)
    .values({ name: `版块${sequence}`, nameEn: `Board ${sequence}`, ...overrides })
    .returning();
  if (!row) throw new Error("the board was not inserted");
  return row;
}

/** A published post straight in the database (its board and author built unless given). */
export async function buildForumPost(
  testApp: TestApp,
  overrides: Partial<typeof forumPosts.$inferInsert> = {},
) {
  sequence += 1;
  const boardId = overrides.boardId ?? (await buildBoard(testApp)).id;
  const authorId = overrides.authorId ?? (await buildUser(testApp)).id;
  const title = overrides.title ?? `Question ${sequence}`;
  const content = overrides.content ?? `<p>Body of question ${sequence}</p>`;
  const now = testApp.now();
  const [row] = await testApp.db
    .insert(forumPosts)
    .values({
      status: "published",
      contentHash: contentHash(content),
      createdAt: now,
      lastActivityAt: now,
      ...overrides,
      boardId,
      authorId,
      title,
      content,
    })
    .returning();
  if (!row) throw new Error("the post was not inserted");
  // Written behind the API's back: the search index reads it now, as a write's answer would.
  await testApp.app.searchIndex.catchUp();
  return row;
}

/** A published reply straight in the database. */
export async function buildForumReply(
  testApp: TestApp,
  overrides: Partial<typeof forumReplies.$inferInsert> & { postId: number },
) {
  sequence += 1;
  const authorId = overrides.authorId ?? (await buildUser(testApp)).id;
  const content = overrides.content ?? `<p>Answer ${sequence}</p>`;
  const [row] = await testApp.db
    .insert(forumReplies)
    .values({
      status: "published",
      contentHash: contentHash(content),
      createdAt: testApp.now(),
      ...overrides,
      authorId,
      content,
    })
    .returning();
  if (!row) throw new Error("the reply was not inserted");
  return row;
}
