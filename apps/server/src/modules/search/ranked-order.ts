import { type BestOf, holds, type PostingList } from "./inverted-index.ts";
import type { Shelf } from "./shelf.ts";

/** Lists shorter than this are ranked by looking at every record: cheaper than an order kept. */
export const shortestRankedList = 128;

/** Tier weights: the reader's language first, then a title (or model) match; then newer. */
export const readerLanguageWeight = 2e13;
export const titleWeight = 1e13;

/** The language groups a record can be in (bits): Chinese, English, both. */
const groupValues = [1, 2, 3] as const;

/**
 * A one-token list's records ordered as a search ranks them, whoever reads: split into six
 * buckets, by title match (first) and by the record's language groups, each newest first. A
 * reader's best are then the first of the buckets of their tiers, whatever the list's length.
 */
type RankedOrder = {
  numbers: Int32Array;
  /** Where each bucket starts in `numbers` (title: 0 to 2, body only: 3 to 5), and the end. */
  starts: Int32Array;
  anyVersion: number;
  titleVersion: number;
};

/** Built on the first search of a token, dropped when either of its lists changes. */
const orders = new WeakMap<PostingList, RankedOrder>();

function bucketOf(inTitle: boolean, groups: number) {
  const group = groups >= 1 && groups <= 3 ? groups : 3;
  return (inTitle ? 0 : 3) + group - 1;
}

function orderOf(shelf: Shelf, any: PostingList, title: PostingList | undefined): RankedOrder {
  const titleVersion = title?.version ?? -1;
  const kept = orders.get(any);
  if (kept && kept.anyVersion === any.version && kept.titleVersion === titleVersion) return kept;
  const buckets: number[][] = [[], [], [], [], [], []];
  let titleAt = 0;
  for (let index = 0; index < any.length; index += 1) {
    const number = any.numbers[index] as number;
    let inTitle = false;
    if (title) {
      while (titleAt < title.length && (title.numbers[titleAt] as number) < number) titleAt += 1;
      inTitle = titleAt < title.length && title.numbers[titleAt] === number;
    }
    buckets[bucketOf(inTitle, shelf.groups[number] as number)]?.push(number);
  }
  // Each bucket sorted by the records' places in date order (a numeric sort of plain
  // integers, no comparison function), then read from the newest.
  const dateOrder = shelf.dateOrder();
  const numbers = new Int32Array(any.length);
  const starts = new Int32Array(buckets.length + 1);
  let at = 0;
  buckets.forEach((bucket, index) => {
    starts[index] = at;
    const keys = Int32Array.from(bucket, (number) => dateOrder.keys[number] as number).sort();
    for (let key = keys.length - 1; key >= 0; key -= 1) {
      numbers[at] = dateOrder.numbers[keys[key] as number] as number;
      at += 1;
    }
  });
  starts[buckets.length] = at;
  const order = { numbers, starts, anyVersion: any.version, titleVersion };
  orders.set(any, order);
  return order;
}

/**
 * Offers `best` the first `count` records holding every token, in the search's order, for a
 * reader of `readerGroup`, walking the ranked order of the shortest token's list (`any`, with
 * its title list) and looking each record up in the other tokens' lists: tier by tier
 * (language and title, language, title, neither), each tier's buckets merged newest first. A
 * record is in a title tier when every token is in its title. Keys only fall along the walk,
 * so it stops at the first record `best` turns down: a page costs what finding its records
 * costs, not what the matches number.
 */
export function offerFirstRanked({
  shelf,
  any,
  title,
  others,
  otherTitles,
  readerGroup,
  count,
  best,
  placeOf,
}: {
  shelf: Shelf;
  any: PostingList;
  title: PostingList | undefined;
  /** The other tokens' lists, and their title lists (undefined when one has none). */
  others: readonly PostingList[];
  otherTitles: readonly PostingList[] | undefined;
  readerGroup: number;
  count: number;
  best: BestOf;
  placeOf: (number: number) => number;
}) {
  const { numbers, starts } = orderOf(shelf, any, title);
  const { dates, numberCount } = shelf;
  const onEvery = (lists: readonly PostingList[], number: number) =>
    lists.every((list) => holds(list, number, numberCount));
  const inEveryTitle = (number: number) =>
    otherTitles !== undefined && onEvery(otherTitles, number);
  let offered = 0;
  for (const inLanguage of [true, false]) {
    for (const inTitle of [true, false]) {
      const tierKey = (inLanguage ? readerLanguageWeight : 0) + (inTitle ? titleWeight : 0);
      // The tier's buckets, as [next index, end, of the title buckets]: a record the shortest
      // token's title holds falls to a body tier when another token is not in its title.
      const heads: [number, number, boolean][] = [];
      for (const group of groupValues) {
        if (((group & readerGroup) !== 0) !== inLanguage) continue;
        for (const titleBucket of inTitle ? [true] : [true, false]) {
          const bucket = bucketOf(titleBucket, group);
          heads.push([starts[bucket] as number, starts[bucket + 1] as number, titleBucket]);
        }
      }
      for (;;) {
        let newest: [number, number, boolean] | undefined;
        for (const head of heads) {
          if (head[0] === head[1]) continue;
          if (!newest) {
            newest = head;
            continue;
          }
          const number = numbers[head[0]] as number;
          const other = numbers[newest[0]] as number;
          const difference = (dates[number] as number) - (dates[other] as number);
          if (difference > 0 || (difference === 0 && number > other)) newest = head;
        }
        if (!newest) break;
        const number = numbers[newest[0]] as number;
        newest[0] += 1;
        const inTier = inTitle
          ? inEveryTitle(number)
          : onEvery(others, number) && !(newest[2] && inEveryTitle(number));
        if (!inTier) continue;
        const key = tierKey + (dates[number] as number);
        const place = placeOf(number);
        if (!best.accepts(key, place)) return;
        best.offer(key, place);
        offered += 1;
        if (offered === count) return;
      }
    }
  }
}
