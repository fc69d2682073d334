import type { Language } from "@portal/shared";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "./search-index.ts";
import { type SearchKind, searchKinds } from "./search-kinds.ts";
import type { SearchRecord } from "./search-records.ts";

/** A generator of the same numbers on every run, so a failure can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Words of very different frequencies: lists from a handful of records to most of them. */
const words = ["w0", "w1", "w2", "w3", "w4", "w5", "w6", "w7"];
const wordShare = [0.7, 0.5, 0.3, 0.15, 0.08, 0.04, 0.02, 0.01];

type Stored = SearchRecord & { titleWords: Set<string>; allWords: Set<string>; groups: number };

/**
 * The index against a plain reading of the rules on a few thousand random records, many of
 * them stored again or removed: every count, total and page, for one word (the ranked orders
 * and counts by list length) and several (bitsets and lookups), each kind and reader.
 */
describe("the search index against every record checked one by one", () => {
  const random = seededRandom(26);
  const index = new SearchIndex();
  const stored = new Map<string, Stored>();
  const usedDates = new Set<number>();

  function pick(share: number) {
    return random() < share;
  }

  function store(kind: SearchKind, id: number) {
    const titleWords = words.filter((_, at) => pick((wordShare[at] as number) / 3));
    const bodyWords = words.filter((_, at) => pick(wordShare[at] as number));
    const languages: Language[] = pick(0.3) ? ["zh-CN", "en-US"] : [pick(0.5) ? "zh-CN" : "en-US"];
    // Distinct dates: the order of equal dates is the order of storing, not checked here.
    let date = Math.floor(random() * 1e9);
    while (usedDates.has(date)) date += 1;
    usedDates.add(date);
    const record: SearchRecord = {
      kind,
      id,
      date: new Date(date),
      whitelistOnly: kind === "document" && pick(0.2),
      model: null,
      versions: languages.map((language) => ({
        language,
        title: titleWords.join(" "),
        body: bodyWords.join(" "),
      })),
      type: null,
      parentId: null,
      catalogue: null,
    };
    index.put(record);
    stored.set(`${kind}:${id}`, {
      ...record,
      titleWords: new Set(titleWords),
      allWords: new Set([...titleWords, ...bodyWords]),
      groups: languages.reduce((bits, language) => bits | (language === "en-US" ? 2 : 1), 0),
    });
  }

  for (let id = 1; id <= 3_000; id += 1) {
    store(searchKinds[Math.floor(random() * searchKinds.length)] as SearchKind, id);
  }
  // Stored again (a new number at the end of its shelf), and removed.
  const keys = [...stored.keys()];
  for (const key of keys.filter(() => pick(0.2))) {
    const record = stored.get(key) as Stored;
    store(record.kind, record.id);
  }
  for (const key of keys.filter(() => pick(0.1))) {
    const record = stored.get(key) as Stored;
    index.remove(record.kind, record.id);
    stored.delete(key);
  }

  /** What the rules give: every record visible to the reader holding every word, ranked. */
  function expected(query: string[], reader: { language: Language; opensWhitelist: boolean }) {
    const group = reader.language === "en-US" ? 2 : 1;
    const key = (record: Stored) =>
      (record.groups & group ? 2e13 : 0) +
      (query.every((word) => record.titleWords.has(word)) ? 1e13 : 0) +
      record.date.getTime();
    const found = [...stored.values()]
      .filter(
        (record) =>
          (reader.opensWhitelist || !record.whitelistOnly) &&
          query.every((word) => record.allWords.has(word)),
      )
      .sort((first, second) => key(second) - key(first));
    const counts = Object.fromEntries(searchKinds.map((each) => [each, 0]));
    for (const record of found) counts[record.kind] = (counts[record.kind] as number) + 1;
    const page = (kind: SearchKind | undefined, offset: number, limit: number) =>
      found
        .filter((record) => kind === undefined || record.kind === kind)
        .slice(offset, offset + limit)
        .map((record) => `${record.kind}:${record.id}`);
    return {
      counts,
      page,
      total: (kind: SearchKind | undefined) => (kind ? counts[kind] : found.length),
    };
  }

  const queries = [
    ...words.map((word) => [word]),
    ["w0", "w1"],
    ["w0", "w2"],
    ["w1", "w3"],
    ["w0", "w1", "w2"],
    ["w2", "w5"],
    ["w0", "w7"],
  ];
  const readers = [
    { language: "zh-CN", opensWhitelist: false },
    { language: "en-US", opensWhitelist: false },
    { language: "zh-TW", opensWhitelist: true },
  ] as const;

  it("counts and ranks as the rules say, for every query, kind, reader and page", () => {
    for (const query of queries) {
      for (const reader of readers) {
        const want = expected(query, reader);
        for (const kind of [undefined, ...searchKinds]) {
          for (const [offset, limit] of [
            [0, 10],
            [20, 15],
          ] as const) {
            const answer = index.search({ query: query.join(" "), kind, reader, offset, limit });
            const what = `${query.join(" ")} ${kind ?? "all"} ${reader.language} ${offset}`;
            expect(answer.counts, what).toEqual(want.counts);
            expect(answer.total, what).toBe(want.total(kind));
            expect(
              answer.entries.map((entry) => `${entry.kind}:${entry.id}`),
              what,
            ).toEqual(want.page(kind, offset, limit));
          }
        }
      }
    }
  });

  it("stays right after more writes to a list already ranked and counted", () => {
    for (let id = 3_001; id <= 3_300; id += 1) store("post", id);
    for (const key of [...stored.keys()].filter(() => pick(0.05))) {
      const record = stored.get(key) as Stored;
      index.remove(record.kind, record.id);
      stored.delete(key);
    }
    const reader = { language: "zh-CN", opensWhitelist: true } as const;
    for (const query of queries) {
      const answer = index.search({ query: query.join(" "), reader, offset: 0, limit: 10 });
      const want = expected(query, reader);
      expect(answer.counts).toEqual(want.counts);
      expect(answer.entries.map((entry) => `${entry.kind}:${entry.id}`)).toEqual(
        want.page(undefined, 0, 10),
      );
    }
  });

  it("answers the ids of a kind holding every word, whitelist documents to those who open them", () => {
    const ascending = (ids: number[]) => ids.sort((first, second) => first - second);
    for (const query of queries) {
      for (const opensWhitelist of [false, true]) {
        const want = expected(query, { language: "zh-CN", opensWhitelist });
        for (const kind of searchKinds) {
          const ids = index.idsMatching({ kind, keyword: query.join(" "), opensWhitelist });
          const wanted = want
            .page(kind, 0, Number.POSITIVE_INFINITY)
            .map((key) => Number(key.split(":")[1]));
          expect(ascending(ids), `${query.join(" ")} ${kind} ${opensWhitelist}`).toEqual(
            ascending(wanted),
          );
        }
      }
    }
    expect(index.idsMatching({ kind: "post", keyword: "%_ !", opensWhitelist: true })).toEqual([]);
  });
});

describe("idsMatching by the search's rules", () => {
  const index = new SearchIndex();
  const put = (id: number, title: string, body = "") =>
    index.put({
      kind: "faq",
      id,
      date: new Date(id),
      whitelistOnly: false,
      model: null,
      versions: [{ language: "zh-CN", title, body }],
      type: null,
      parentId: null,
      catalogue: null,
    });
  put(1, "模组为什么无法注网", "先发送 AT+CEREG? 再看 AT+CSQ");
  put(2, "天線怎麼選", "Configuring the antennas of ML302A modules");
  const found = (keyword: string) =>
    index.idsMatching({ kind: "faq", keyword, opensWhitelist: false }).sort();

  it("folds either script to the other, 麼 and 么 included", () => {
    expect(found("為什麼")).toEqual([1]);
    expect(found("怎么")).toEqual([2]);
    expect(found("天线")).toEqual([2]);
  });

  it("finds model beginnings, AT commands, pairs inside longer words and English stems", () => {
    expect(found("ML30")).toEqual([2]);
    expect(found("AT+CEREG?")).toEqual([1]);
    expect(found("at+csq 注网")).toEqual([1]);
    expect(found("configure antenna module")).toEqual([2]);
    expect(found("AT+CSQ ML30")).toEqual([]);
    expect(index.idsMatching({ kind: "text", keyword: "注网", opensWhitelist: true })).toEqual([]);
  });
});
