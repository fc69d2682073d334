import { expect } from "vitest";
import type { ApiClient } from "./api-client.ts";

/**
 * The words of three records for checking a page's keyword against the site search's rules:
 * a model and AT commands, a Simplified text with English words, a Traditional one.
 */
export const ruleRecords = {
  commands: {
    language: "zh-CN",
    title: "ML302A 注网说明",
    body: "发送 AT+CEREG? 查询网络注册状态，AT+CSQ 查询信号质量。",
  },
  lowPower: {
    language: "zh-CN",
    title: "低功耗省电模式说明",
    body: "Configuring the power saving modes of the modules",
  },
  antenna: { language: "zh-TW", title: "天線調試入門", body: "依頻段選擇天線。" },
} as const;

export type RuleRecord = keyof typeof ruleRecords;

/** What each keyword finds among the rule records, none of which the database's matching gave all of. */
const ruleCases: [string, RuleRecord[]][] = [
  // A model by its beginning, an AT command whole with its punctuation.
  ["ML30", ["commands"]],
  ["AT+CEREG?", ["commands"]],
  ["at+csq", ["commands"]],
  // A two-character word inside a longer text; a Traditional keyword for Simplified words.
  ["省电", ["lowPower"]],
  ["省電模式", ["lowPower"]],
  // A Simplified keyword for Traditional words.
  ["天线调试", ["antenna"]],
  // English stems, in any order.
  ["module configure", ["lowPower"]],
  // Punctuation alone is no word.
  ["%_", []],
];

/** Checks that `found` (the ids a page lists for a keyword) follows every rule case. */
export async function expectRuleCases(
  found: (keyword: string) => Promise<number[]>,
  ids: Record<RuleRecord, number>,
) {
  for (const [keyword, records] of ruleCases) {
    expect(await found(keyword), keyword).toEqual(records.map((record) => ids[record]));
  }
}

/**
 * Checks that a record is found only while published: not as a draft (which the management
 * table, matching in the database, finds), once published, not once withdrawn, not once deleted.
 * `found` answers the ids the public page lists; `whenPublished` what it lists then.
 */
export async function expectFoundWhilePublished(steps: {
  found: () => Promise<number[]>;
  whenPublished: number[];
  managed: () => Promise<number[]>;
  publish: () => Promise<unknown>;
  withdraw: () => Promise<unknown>;
  remove: () => Promise<unknown>;
}) {
  const [id] = steps.whenPublished;
  expect(await steps.found()).toEqual([]);
  expect(await steps.managed()).toEqual([id]);
  await steps.publish();
  expect(await steps.found()).toEqual(steps.whenPublished);
  await steps.withdraw();
  expect(await steps.found()).toEqual([]);
  await steps.publish();
  await steps.remove();
  expect(await steps.found()).toEqual([]);
}

/** Checks that `path` refuses a keyword over 50 characters or with a control character. */
export async function expectBadKeywordsRefused(client: ApiClient, path: string) {
  for (const keyword of ["模".repeat(51), "AT+CSQ\u0007"]) {
    const answer = await client.get(path, { query: { keyword } });
    expect(answer.status, `${path} ${keyword}`).toBe(400);
  }
}
