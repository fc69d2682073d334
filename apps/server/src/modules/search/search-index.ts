import type { Language } from "@portal/shared";
import {
  BestOf,
  type Common,
  commonOf,
  holds,
  intersect,
  type PostingList,
} from "./inverted-index.ts";
import {
  offerFirstRanked,
  readerLanguageWeight,
  shortestRankedList,
  titleWeight,
} from "./ranked-order.ts";
import type { SearchKind } from "./search-kinds.ts";
import type { CatalogueEntry, SearchRecord } from "./search-records.ts";
import { type SearchEntry, Shelf } from "./shelf.ts";
import { modelParts, searchTokens } from "./tokens.ts";

/** Enough of a body to show the words around a match; the tokens come from the whole body. */
const keptBodyCharacters = 500;

/** Language groups: a Chinese reader reads either script (each converts to the other). */
const chineseGroup = 1;
const englishGroup = 2;
function languageGroup(language: Language): number {
  return language === "en-US" ? englishGroup : chineseGroup;
}

export type SearchCounts = Record<SearchKind, number>;

export type SearchAnswer = {
  entries: SearchEntry[];
  total: number;
  counts: SearchCounts;
};

/** Who reads: their language ranks first, the whitelist opens whitelist documents. */
export type SearchReader = { language: Language; opensWhitelist: boolean };

export type CatalogueFilters = {
  keyword: string;
  productType?: string | undefined;
  networkSystem?: string | undefined;
  packageType?: string | undefined;
};

function noCounts(): SearchCounts {
  return { product: 0, document: 0, text: 0, post: 0, faq: 0 };
}

/**
 * Matches few enough to rank each of them: fewer than a ranked order is kept for, or fewer
 * than eight per place on the page, where the ranked walk would step over most of the shortest
 * list (tier by tier) before filling the page.
 */
function fewMatches(pageEnd: number): number {
  return Math.max(shortestRankedList - 1, 8 * pageEnd - 1);
}

/** A record's place: its shelf's index times this, plus its number on the shelf. */
const shelfSpan = 2 ** 32;

/**
 * Every searchable record of the portal in memory: products, documents, texts, posts and FAQs
 * with the words of each of their languages, kept current by `put` and `remove`, searched by
 * token without the database. Each kind is a shelf of its own, whitelist documents another, so
 * a count per kind never looks at the records counted and a reader who may not open whitelist
 * documents never meets one.
 */
export class SearchIndex {
  private readonly shelves = [
    new Shelf("product", false),
    new Shelf("document", false),
    new Shelf("document", true),
    new Shelf("text", false),
    new Shelf("faq", false),
    new Shelf("post", false),
  ] as const;
  private readonly products = this.shelves[0];
  private readonly places: Record<SearchKind, Map<number, number>> = {
    product: new Map(),
    document: new Map(),
    text: new Map(),
    post: new Map(),
    faq: new Map(),
  };
  /** Catalogue order (sort, then id) of each product by its number; worked out after a change. */
  private catalogueRanks = new Int32Array(0);
  private catalogueRanksStale = true;

  /** Stores a record, replacing what was stored for it. */
  put(record: SearchRecord) {
    this.remove(record.kind, record.id);
    const model = record.model ?? "";
    // A product is also found by the inner parts of its model, as the catalogue's substring
    // search found it; a document keeps its product's model by its beginnings only.
    const titleTokens = new Set<string>([
      ...searchTokens(model, "title"),
      ...(record.kind === "product" ? modelParts(model) : []),
    ]);
    const bodyTokens = new Set<string>();
    let groups = 0;
    for (const version of record.versions) {
      for (const token of searchTokens(version.title, "title")) titleTokens.add(token);
      for (const token of searchTokens(version.body, "body")) bodyTokens.add(token);
      groups |= languageGroup(version.language);
    }
    const shelfIndex = this.shelves.findIndex(
      (shelf) => shelf.kind === record.kind && shelf.restricted === record.whitelistOnly,
    );
    const shelf = this.shelves[shelfIndex] as Shelf;
    const entry: SearchEntry = {
      ...record,
      date: record.date.getTime(),
      versions: record.versions.map((version) => ({
        ...version,
        body: version.body.slice(0, keptBodyCharacters),
      })),
    };
    const number = shelf.add(entry, groups, titleTokens, bodyTokens);
    this.places[record.kind].set(record.id, shelfIndex * shelfSpan + number);
    if (record.kind === "product") this.catalogueRanksStale = true;
  }

  /** Forgets a record (no longer published, deleted, hidden). */
  remove(kind: SearchKind, id: number) {
    const place = this.places[kind].get(id);
    if (place === undefined) return;
    this.places[kind].delete(id);
    this.shelves[Math.floor(place / shelfSpan)]?.remove(place % shelfSpan);
    if (kind === "product") this.catalogueRanksStale = true;
  }

  /** Records held, by kind, and the index's size: for the start log and the memory figure. */
  size() {
    const records = noCounts();
    const tokens = new Set<string>();
    let postings = 0;
    for (const shelf of this.shelves) {
      records[shelf.kind] += shelf.live;
      postings += shelf.size(tokens);
    }
    return { records, tokens: tokens.size, postings };
  }

  /**
   * One page of what `query` finds for `reader`, ranked: the reader's language first, then a
   * match of every word in the title or model, then newer. `counts` are per kind whatever
   * `kind` is, so a tab shows how many it holds; `total` is of `kind` (every kind when absent).
   * A one-word query costs the same however many records hold the word: its counts are the
   * lengths of its lists, its page the first of their ranked orders. Several words cost what
   * walking the shortest of their lists costs.
   */
  search({
    query,
    kind,
    reader,
    offset,
    limit,
  }: {
    query: string;
    kind?: SearchKind | undefined;
    reader: SearchReader;
    offset: number;
    limit: number;
  }): SearchAnswer {
    const tokens = searchTokens(query, "query");
    const counts = noCounts();
    const readerGroup = languageGroup(reader.language);
    const wanted = offset + limit;
    const best = new BestOf(wanted);
    if (tokens.length > 0) {
      this.shelves.forEach((shelf, shelfIndex) => {
        if (shelf.restricted && !reader.opensWhitelist) return;
        const any = shelf.listsOf("any", tokens);
        if (!any) return;
        const common = commonOf(any, shelf.numberCount, fewMatches(best.limit));
        counts[shelf.kind] += common.count;
        if (kind !== undefined && shelf.kind !== kind) return;
        this.offerBest(shelf, shelfIndex, tokens, any, common, readerGroup, best);
      });
    }
    const total =
      kind === undefined ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[kind];
    return { entries: this.entriesOf(best.ranked().slice(offset)), total, counts };
  }

  /**
   * The ids of every record of `kind` holding each token of `keyword` in its title, model or
   * body, by the site search's rules, unordered: for a page's own list, which keeps its filters,
   * order and paging in SQL. Whitelist documents only when the reader may open them.
   */
  idsMatching({
    kind,
    keyword,
    opensWhitelist,
  }: {
    kind: SearchKind;
    keyword: string;
    opensWhitelist: boolean;
  }): number[] {
    const tokens = searchTokens(keyword, "query");
    const ids: number[] = [];
    if (tokens.length === 0) return ids;
    for (const shelf of this.shelves) {
      if (shelf.kind !== kind || (shelf.restricted && !opensWhitelist)) continue;
      const lists = shelf.listsOf("any", tokens);
      if (!lists) continue;
      const { entries } = shelf;
      intersect(lists, (number) => {
        const entry = entries[number];
        if (entry) ids.push(entry.id);
      });
    }
    return ids;
  }

  /**
   * Offers `best` the records of `shelf` holding every token that may be on the page: each of
   * them when they are few (`common.numbers`), else the first of the ranked walk.
   */
  private offerBest(
    shelf: Shelf,
    shelfIndex: number,
    tokens: readonly string[],
    any: readonly PostingList[],
    common: Common,
    readerGroup: number,
    best: BestOf,
  ) {
    let shortestAt = 0;
    any.forEach((list, at) => {
      if (list.length < (any[shortestAt] as PostingList).length) shortestAt = at;
    });
    const title = shelf.list("title", tokens[shortestAt] as string);
    const otherTitles = shelf.listsOf(
      "title",
      tokens.filter((_, at) => at !== shortestAt),
    );
    const placeOf = (number: number) => shelfIndex * shelfSpan + number;
    if (!common.numbers) {
      offerFirstRanked({
        shelf,
        any: any[shortestAt] as PostingList,
        title,
        others: any.filter((_, at) => at !== shortestAt),
        otherTitles,
        readerGroup,
        count: best.limit,
        best,
        placeOf,
      });
      return;
    }
    const { dates, groups, numberCount } = shelf;
    const titles = title && otherTitles ? [title, ...otherTitles] : undefined;
    for (const number of common.numbers) {
      const place = placeOf(number);
      let key =
        ((groups[number] as number) & readerGroup ? readerLanguageWeight : 0) +
        (dates[number] as number);
      if (
        titles &&
        best.accepts(key + titleWeight, place) &&
        titles.every((list) => holds(list, number, numberCount))
      ) {
        key += titleWeight;
      }
      best.offer(key, place);
    }
  }

  /**
   * One page of the published products whose model or name holds every token of the keyword,
   * with the catalogue's filters, in catalogue order (staff's sort, then id): the catalogue's
   * keyword list, answered from memory.
   */
  catalogue(
    filters: CatalogueFilters,
    { offset, limit }: { offset: number; limit: number },
  ): { list: CatalogueEntry[]; total: number } {
    const lists = this.products.listsOf("title", searchTokens(filters.keyword, "query"));
    if (!lists) return { list: [], total: 0 };
    const ranks = this.catalogueOrder();
    const best = new BestOf(offset + limit);
    const { entries } = this.products;
    let total = 0;
    intersect(lists, (number) => {
      const product = entries[number]?.catalogue;
      if (
        !product ||
        (filters.productType !== undefined && product.productType !== filters.productType) ||
        (filters.networkSystem !== undefined && product.networkSystem !== filters.networkSystem) ||
        (filters.packageType !== undefined && product.packageType !== filters.packageType)
      ) {
        return;
      }
      total += 1;
      best.offer(-(ranks[number] as number), number);
    });
    const list = best
      .ranked()
      .slice(offset)
      .flatMap((number) => {
        const product = entries[number]?.catalogue;
        return product ? [product] : [];
      });
    return { list, total };
  }

  private catalogueOrder(): Int32Array {
    if (!this.catalogueRanksStale) return this.catalogueRanks;
    const { entries, numberCount } = this.products;
    const numbers: number[] = [];
    for (let number = 0; number < numberCount; number += 1) {
      if (entries[number]?.catalogue) numbers.push(number);
    }
    const productOf = (number: number) => entries[number]?.catalogue as CatalogueEntry;
    numbers.sort(
      (first, second) =>
        productOf(first).sort - productOf(second).sort ||
        productOf(first).id - productOf(second).id,
    );
    this.catalogueRanks = new Int32Array(numberCount);
    numbers.forEach((number, rank) => {
      this.catalogueRanks[number] = rank;
    });
    this.catalogueRanksStale = false;
    return this.catalogueRanks;
  }

  private entriesOf(places: readonly number[]): SearchEntry[] {
    return places.flatMap((place) => {
      const entry = this.shelves[Math.floor(place / shelfSpan)]?.entries[place % shelfSpan];
      return entry ? [entry] : [];
    });
  }
}
