import { readFileSync } from "node:fs";
import { permissions } from "@portal/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { texts } from "../../modules/text/schema.ts";
import { signedIn } from "../../test-support/accounts.ts";
import { type ApiClient, api, dataOf } from "../../test-support/api-client.ts";
import { buildText } from "../../test-support/factories/text.ts";
import { harmfulParts } from "../../test-support/harmless-html.ts";
import { buildTestApp, type TestApp } from "../../test-support/test-app.ts";
import { sanitizeRichText } from "./rich-text.ts";

const vectors: string[] = JSON.parse(
  readFileSync(new URL("../../test-support/fixtures/xss-vectors.json", import.meta.url), "utf8"),
);

let testApp: TestApp;
let editor: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  visitor = api(testApp);
  editor = visitor.as(await signedIn(testApp, { permissions: [permissions.contentWrite] }));
});
afterAll(async () => {
  await testApp.close();
});

describe("the XSS corpus", () => {
  it("holds at least 100 known vectors", () => {
    expect(vectors.length).toBeGreaterThanOrEqual(100);
  });

  it("recognises harm in the raw vectors, so a clean answer means something", () => {
    const caught = vectors.filter((vector) => harmfulParts(vector).length > 0);
    expect(caught.length).toBeGreaterThanOrEqual(100);
  });

  it.each(vectors.map((vector, index) => [index, vector]))(
    "vector %i comes back harmless after save, in the table and on output: %s",
    async (_index, vector) => {
      const saved = await editor.post("/api/text/save", {
        type: "news",
        title: "XSS",
        content: `<p>before</p>${vector}<p>after</p>`,
        status: "published",
      });
      const { id } = dataOf(saved, "saving a vector");
      const [stored] = await testApp.db
        .select({ content: texts.content })
        .from(texts)
        .where(eq(texts.id, id));
      expect(harmfulParts(stored?.content ?? "")).toEqual([]);
      const answer = await visitor.get(`/api/text/query?id=${id}`);
      expect(harmfulParts(answer.data.content)).toEqual([]);
      expect(answer.data.content).not.toMatch(/<script|javascript:/i);
    },
  );

  it.each(vectors.map((vector, index) => [index, vector]))(
    "vector %i stored unsanitized (an old row) is made harmless on output",
    async (_index, vector) => {
      const text = await buildText(testApp, { content: vector });
      const answer = await visitor.get(`/api/text/query?id=${text.id}`);
      expect(harmfulParts(answer.data.content)).toEqual([]);
    },
  );
});

describe("what the editor writes survives", () => {
  it("keeps list styles, highlighted code, spacing, centred images, charts and players", () => {
    const html =
      '<ol class="list-cn" style="list-style-type:lower-roman"><li>a</li></ol>' +
      '<ul class="list-dash"><li>b</li></ul>' +
      '<pre class="language-js"><code class="language-js"><span class="hljs-keyword">const</span></code></pre>' +
      '<p style="margin-top:10px;margin-bottom:10px;line-height:1.75;text-indent:2em;font-size:24px">t</p>' +
      '<img src="/uploads/a.png" style="display:block;margin:0 auto;border-width:1px;border-style:solid" />' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" />' +
      '<table data-chart="bar"><tbody><tr><td>1</td></tr></tbody></table>' +
      '<iframe src="https://player.bilibili.com/player.html?bvid=BV1" allowfullscreen="true"></iframe>' +
      '<video src="/uploads/v.mp4" controls="controls" poster="/uploads/p.png"></video>';
    const clean = sanitizeRichText(html);
    expect(harmfulParts(clean)).toEqual([]);
    for (const kept of [
      'class="list-cn" style="list-style-type:lower-roman"',
      'class="list-dash"',
      '<span class="hljs-keyword">const</span>',
      "margin-top:10px;margin-bottom:10px;line-height:1.75;text-indent:2em;font-size:24px",
      "display:block;margin:0 auto;border-width:1px;border-style:solid",
      'src="data:image/png;base64,iVBORw0KGgo="',
      '<table data-chart="bar">',
      'src="https://player.bilibili.com/player.html?bvid=BV1"',
      'sandbox="allow-scripts allow-same-origin allow-presentation"',
      'poster="/uploads/p.png"',
    ]) {
      expect(clean).toContain(kept);
    }
  });
});
