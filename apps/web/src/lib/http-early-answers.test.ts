import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { takeEarlyAnswer } from "./http-early-answers.ts";

const url = "/api/text/notices?page=1&pageSize=5";
const answer = { status: 200, text: '{"code":200,"data":[],"msg":"ok"}' };

/** What index.html's early script leaves on the window, as a browser would have it. */
function leaveEarlyAnswer(early: {
  language?: string;
  authorization?: string | null;
  answer?: Promise<{ status: number; text: string } | null>;
}) {
  (globalThis as { window?: unknown }).window = {
    portalEarlyAnswers: {
      [url]: {
        language: early.language ?? "zh-CN",
        authorization: early.authorization ?? null,
        answer: early.answer ?? Promise.resolve(answer),
      },
    },
  };
}

describe("the answers index.html asked for before the code", () => {
  beforeEach(() => leaveEarlyAnswer({}));
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("are taken once for the same URL and headers; the next read asks the server", async () => {
    const headers = { Accept: "application/json", "Accept-Language": "zh-CN" };
    expect(await takeEarlyAnswer(url, headers)).toEqual(answer);
    expect(await takeEarlyAnswer(url, headers)).toBeNull();
  });

  it("are not taken for another URL", async () => {
    expect(await takeEarlyAnswer("/api/text/notices?page=2&pageSize=5", {})).toBeNull();
  });

  it("are dropped when asked in another language or with another session", async () => {
    expect(await takeEarlyAnswer(url, { "Accept-Language": "en-US" })).toBeNull();
    leaveEarlyAnswer({ authorization: "Bearer old" });
    const signedIn = { "Accept-Language": "zh-CN", Authorization: "Bearer new" };
    expect(await takeEarlyAnswer(url, signedIn)).toBeNull();
    expect(await takeEarlyAnswer(url, { ...signedIn, Authorization: "Bearer old" })).toBeNull();
  });

  it("leave the request to the client when theirs failed", async () => {
    leaveEarlyAnswer({ answer: Promise.resolve(null) });
    expect(await takeEarlyAnswer(url, { "Accept-Language": "zh-CN" })).toBeNull();
  });

  it("are none outside a browser", async () => {
    delete (globalThis as { window?: unknown }).window;
    expect(await takeEarlyAnswer(url, { "Accept-Language": "zh-CN" })).toBeNull();
  });
});
