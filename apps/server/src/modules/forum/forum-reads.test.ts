import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api } from "../../test-support/api-client.ts";
import { buildBoard, buildForumPost } from "../../test-support/factories/forum.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { saveBoardTranslation } from "./use-cases/save-board-translation.ts";

let testApp: TestApp;
let visitor: ApiClient;
const month = 30 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp).language("en-US");
});
afterAll(async () => {
  await testApp.close();
});

describe("a board's pages kept in memory", () => {
  it("answers from memory until a forum write through this instance, then reads afresh", async () => {
    const board = await buildBoard(testApp);
    await buildForumPost(testApp, { boardId: board.id, title: "First question" });
    const boardPage = async () => {
      const answer = await visitor.get("/api/postsController/queryPostsPageByTopicId", {
        query: { topicId: board.id, page: 1, pageSize: 20 },
      });
      return (answer.data.list as { title: string }[]).map((post) => post.title).sort();
    };
    expect(await boardPage()).toEqual(["First question"]);

    // Written by another instance (straight into the database): not seen while kept.
    await buildForumPost(testApp, { boardId: board.id, title: "Written elsewhere" });
    expect(await boardPage()).toEqual(["First question"]);

    const author = await signedIn(testApp, {
      createdAt: new Date(testApp.now().getTime() - month),
    });
    const published = await visitor.as(author).post("/api/postsController/publishPosts", {
      topicId: board.id,
      title: "Written here",
      content: "<p>AT+CGATT? answers 0</p>",
    });
    expect(published.status).toBe(200);
    expect(await boardPage()).toEqual(["First question", "Written elsewhere", "Written here"]);
  });

  it("keeps each language's answer apart", async () => {
    const board = await buildBoard(testApp);
    await saveBoardTranslation({
      db: testApp.db,
      now: testApp.now(),
      input: {
        id: board.id,
        language: "en-US",
        version: 0,
        fields: { name: "Kept", description: "" },
      },
    });
    await buildForumPost(testApp, { boardId: board.id });
    const boardName = async (language: "zh-CN" | "en-US") => {
      const answer = await api(testApp)
        .language(language)
        .get("/api/postsController/queryPostsPageByTopicId", { query: { topicId: board.id } });
      return (answer.data.list as { topicName: string }[])[0]?.topicName;
    };
    expect(await boardName("en-US")).toBe("Kept");
    expect(await boardName("zh-CN")).toBe(board.name);
  });
});
