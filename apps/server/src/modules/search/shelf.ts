import { PostingList, RemovalLog } from "./inverted-index.ts";
import type { SearchKind } from "./search-kinds.ts";
import type { SearchRecord, SearchVersion } from "./search-records.ts";

/** What an entry keeps to be shown: each version's title and the beginning of its body. */
export type SearchEntry = Omit<SearchRecord, "versions" | "date"> & {
  date: number;
  versions: SearchVersion[];
};

export type Field = "title" | "any";

/**
 * The records of one kind (whitelist documents on a shelf of their own), numbered in the order
 * they are stored, with what ranks them in typed arrays and, per token, the sorted numbers of
 * the records holding it in their title or model (`title`) and anywhere (`any`).
 */
export class Shelf {
  readonly log = new RemovalLog();
  readonly entries: (SearchEntry | undefined)[] = [];
  /** Publication (or last edit) time, in ms. */
  dates = new Float64Array(256);
  /** The language groups (Chinese, English) the record has a version in, as bits. */
  groups = new Uint8Array(256);
  live = 0;
  private next = 0;
  /**
   * Each record's place in date order (oldest first, equal dates by number) and the record at
   * each place, for the ranked orders: a record newer than every other takes the next place
   * (what a new post or an edit is); any other has them worked out again when next asked for.
   */
  private dateKeys = new Int32Array(256);
  private byDateKey = new Int32Array(256);
  private nextDateKey = 0;
  private newestDate = Number.NEGATIVE_INFINITY;
  private dateKeysStale = false;
  private readonly lists: Record<Field, Map<string, PostingList>> = {
    title: new Map(),
    any: new Map(),
  };

  constructor(
    readonly kind: SearchKind,
    /** Shown only to readers who open whitelist documents. */
    readonly restricted: boolean,
  ) {}

  /** Numbers handed out so far (gone ones included): the bound of every number. */
  get numberCount() {
    return this.next;
  }

  /** Stores a record under a new number: `titleTokens` count for both fields. */
  add(
    entry: SearchEntry,
    groups: number,
    titleTokens: Iterable<string>,
    bodyTokens: Iterable<string>,
  ): number {
    const number = this.next;
    this.next += 1;
    if (number >= this.dates.length) {
      const dates = new Float64Array(this.dates.length * 2);
      dates.set(this.dates);
      this.dates = dates;
      const grown = new Uint8Array(this.groups.length * 2);
      grown.set(this.groups);
      this.groups = grown;
    }
    this.log.born(number);
    this.entries[number] = entry;
    this.dates[number] = entry.date;
    this.groups[number] = groups;
    this.live += 1;
    if (!this.dateKeysStale && entry.date >= this.newestDate) {
      this.placeNewest(number, entry.date);
    } else {
      this.dateKeysStale = true;
    }
    for (const token of titleTokens) {
      this.listOf("title", token).push(number);
      this.listOf("any", token).push(number);
    }
    for (const token of bodyTokens) {
      // A body token also in the title is listed once.
      const list = this.listOf("any", token);
      if (list.last !== number) list.push(number);
    }
    return number;
  }

  /** Places in date order by number, and the number at each place. */
  dateOrder(): { keys: Int32Array; numbers: Int32Array } {
    if (this.dateKeysStale) {
      const live: number[] = [];
      for (let number = 0; number < this.next; number += 1) {
        if (this.entries[number]) live.push(number);
      }
      live.sort(
        (first, second) =>
          (this.dates[first] as number) - (this.dates[second] as number) || first - second,
      );
      this.nextDateKey = 0;
      this.newestDate = Number.NEGATIVE_INFINITY;
      for (const number of live) this.placeNewest(number, this.dates[number] as number);
      this.dateKeysStale = false;
    }
    return { keys: this.dateKeys, numbers: this.byDateKey };
  }

  private placeNewest(number: number, date: number) {
    const grow = (from: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> => {
      if (length < from.length) return from;
      const grown = new Int32Array(Math.max(length + 1, from.length * 2));
      grown.set(from);
      return grown;
    };
    this.dateKeys = grow(this.dateKeys, number);
    this.byDateKey = grow(this.byDateKey, this.nextDateKey);
    this.dateKeys[number] = this.nextDateKey;
    this.byDateKey[this.nextDateKey] = number;
    this.nextDateKey += 1;
    this.newestDate = date;
  }

  remove(number: number) {
    if (this.entries[number] === undefined) return;
    this.entries[number] = undefined;
    this.log.died(number);
    this.live -= 1;
  }

  /** The current list of `token` in `field`, or undefined when no live record holds it. */
  list(field: Field, token: string): PostingList | undefined {
    const list = this.lists[field].get(token);
    if (!list) return undefined;
    list.dropGone(this.log);
    if (list.length > 0) return list;
    this.lists[field].delete(token);
    return undefined;
  }

  /** The lists of every token, or undefined when one has none. */
  listsOf(field: Field, tokens: readonly string[]): PostingList[] | undefined {
    const lists: PostingList[] = [];
    for (const token of tokens) {
      const list = this.list(field, token);
      if (!list) return undefined;
      lists.push(list);
    }
    return lists;
  }

  /** Tokens and postings held (gone ones not yet dropped included), for the memory figure. */
  size(tokens: Set<string>) {
    let postings = 0;
    for (const lists of Object.values(this.lists)) {
      for (const [token, list] of lists) {
        tokens.add(token);
        postings += list.length;
      }
    }
    return postings;
  }

  private listOf(field: Field, token: string): PostingList {
    let list = this.lists[field].get(token);
    if (!list) {
      list = new PostingList(this.log);
      this.lists[field].set(token, list);
    }
    return list;
  }
}
