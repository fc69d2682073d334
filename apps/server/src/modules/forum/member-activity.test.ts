import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildBoard, buildForumPost, buildForumReply } from "../../test-support/factories/forum.ts";
import { buildUser } from "../../test-support/factories/user.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { forumPosts } from "./schema.ts";

let testApp: TestApp;
let visitor: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

describe("a member's forum activity on their page", () => {
  it("lists only what readers may see: posts, replies with their posts, adopted answers, and counts them", async () => {
    const boardId = (await buildBoard(testApp)).id;
    const member = await buildUser(testApp);
    const other = await buildUser(testApp);
    const own = await buildForumPost(testApp, { boardId, authorId: member.id, title: "ML302 APN" });
    await buildForumPost(testApp, { boardId, authorId: member.id, status: "pending" });
    await buildForumPost(testApp, { boardId, authorId: member.id, hiddenByReports: true });
    const asked = await buildForumPost(testApp, {
      boardId,
      authorId: other.id,
      title: "M5311 PSM",
    });
    const answer = await buildForumReply(testApp, {
      postId: asked.id,
      authorId: member.id,
      content: "<p>Set <strong>AT+CPSMS=1</strong> first.</p>",
    });
    await buildForumReply(testApp, { postId: asked.id, authorId: member.id, status: "deleted" });
    testApp.advance(1000);
    const followUp = await buildForumReply(testApp, { postId: own.id, authorId: member.id });
    await testApp.db
      .update(forumPosts)
      .set({ adoptedReplyId: answer.id })
      .where(eq(forumPosts.id, asked.id));

    const posts = dataOf(
      await visitor.get("/api/postsController/queryUserPosts", { query: { userId: member.id } }),
      "posts",
    );
    expect(posts.list.map((post: { id: number }) => post.id)).toEqual([own.id]);
    const adopted = dataOf(
      await visitor.get("/api/postsController/queryUserPosts", {
        query: { userId: member.id, kind: "adopted" },
      }),
      "adopted",
    );
    expect(adopted.list.map((post: { id: number }) => post.id)).toEqual([asked.id]);
    const replies = dataOf(
      await visitor.get("/api/postsController/queryUserReplies", { query: { userId: member.id } }),
      "replies",
    );
    expect(replies).toMatchObject({
      total: 2,
      list: [
        { id: followUp.id, postId: own.id, adopted: false },
        {
          id: answer.id,
          postId: asked.id,
          postTitle: "M5311 PSM",
          excerpt: "Set AT+CPSMS=1 first.",
          adopted: true,
        },
      ],
    });
    expect(
      dataOf(
        await visitor.get("/api/postsController/queryUserActivity", {
          query: { userId: member.id },
        }),
        "activity",
      ),
    ).toEqual({ posts: 1, replies: 2, adopted: 1 });
  });

  it("refuses bad input with 400", async () => {
    for (const query of [{}, { userId: "abc" }, { userId: 1, kind: "drafts" }, { userId: 0 }]) {
      expect((await visitor.get("/api/postsController/queryUserPosts", { query })).status).toBe(
        400,
      );
    }
    expect((await visitor.get("/api/postsController/queryUserReplies")).status).toBe(400);
    expect((await visitor.get("/api/postsController/queryUserActivity")).status).toBe(400);
  });
});
