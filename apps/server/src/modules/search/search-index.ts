import type { Language } from "@portal/shared";
import { BestOf, InvertedIndex } from "./inverted-index.ts";
import { type SearchKind, searchKinds } from "./search-kinds.ts";
import type { CatalogueEntry, SearchRecord, SearchVersion } from "./search-records.ts";
import { searchTokens } from "./tokens.ts";

/** Enough of a body to show the words around a match; the tokens come from the whole body. */
const keptBodyCharacters = 500;
/** Past this share of gone slots the lists are compacted (about one write in four replaced). */
const compactAtGoneShare = 0.25;
const compactAtLeastSlots = 10_000;

/** Language groups: a Chinese reader reads either script (each converts to the other). */
const chineseGroup = 1;
const englishGroup = 2;
function languageGroup(language: Language): number {
  return language === "en-US" ? englishGroup : chineseGroup;
}

/** What an entry keeps to be shown: each version's title and the beginning of its body. */
export type SearchEntry = Omit<SearchRecord, "versions" | "date"> & {
  date: number;
  versions: SearchVersion[];
};

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

/** Tier weights: the reader's language first, then a title (or model) match; then newer. */
const readerLanguageWeight = 2e13;
const titleWeight = 1e13;

function noCounts(): SearchCounts {
  return { product: 0, document: 0, text: 0, post: 0, faq: 0 };
}

/**
 * Every searchable record of the portal in memory: products, documents, texts, posts and FAQs
 * with the words of each of their languages, kept current by `put` and `remove`, searched by
 * token without the database.
 */
export class SearchIndex {
  private readonly index = new InvertedIndex();
  private entries: (SearchEntry | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private kindCodes = new Uint8Array(1024);
  private groups = new Uint8Array(1024);
  private whitelistOnly = new Uint8Array(1024);
  private dates = new Float64Array(1024);
  /** Catalogue order (sort, then id) of each product slot; worked out again after a change. */
  private catalogueRanks = new Map<number, number>();
  private catalogueRanksStale = true;

  /** Stores a record, replacing what was stored for it. */
  put(record: SearchRecord) {
    this.remove(record.kind, record.id);
    const model = record.model ?? "";
    const titleTokens = new Set<string>(searchTokens(model, "title"));
    const bodyTokens = new Set<string>();
    let groups = 0;
    for (const version of record.versions) {
      for (const token of searchTokens(version.title, "title")) titleTokens.add(token);
      for (const token of searchTokens(version.body, "body")) bodyTokens.add(token);
      groups |= languageGroup(version.language);
    }
    const slot = this.index.add([...titleTokens], [...bodyTokens]);
    this.ensureCapacity(slot);
    this.kindCodes[slot] = searchKinds.indexOf(record.kind);
    this.groups[slot] = groups;
    this.whitelistOnly[slot] = record.whitelistOnly ? 1 : 0;
    this.dates[slot] = record.date.getTime();
    this.entries[slot] = {
      ...record,
      date: record.date.getTime(),
      versions: record.versions.map((version) => ({
        ...version,
        body: version.body.slice(0, keptBodyCharacters),
      })),
    };
    this.slotOf.set(`${record.kind}:${record.id}`, slot);
    if (record.kind === "product") this.catalogueRanksStale = true;
  }

  /** Forgets a record (no longer published, deleted, hidden). */
  remove(kind: SearchKind, id: number) {
    const key = `${kind}:${id}`;
    const slot = this.slotOf.get(key);
    if (slot === undefined) return;
    this.slotOf.delete(key);
    this.index.remove(slot);
    this.entries[slot] = undefined;
    if (kind === "product") this.catalogueRanksStale = true;
    if (this.index.goneShare > compactAtGoneShare && this.index.slotCount > compactAtLeastSlots) {
      this.index.compact();
    }
  }

  has(kind: SearchKind, id: number): boolean {
    return this.slotOf.has(`${kind}:${id}`);
  }

  /** Records held, by kind, and the index's size: for the start log and the memory figure. */
  size() {
    const counts = noCounts();
    for (const entry of this.entries) if (entry) counts[entry.kind] += 1;
    return { records: counts, ...this.index.size() };
  }

  /**
   * One page of what `query` finds for `reader`, ranked: the reader's language first, then a
   * match in the title or model, then newer. `counts` are per kind whatever `kind` is, so a
   * tab shows how many it holds; `total` is of `kind` (every kind when absent).
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
    const matched = this.index.matches("any", tokens);
    const inTitles = this.index.matches("title", tokens);
    const kindCode = kind === undefined ? -1 : searchKinds.indexOf(kind);
    const readerGroup = languageGroup(reader.language);
    const best = new BestOf(offset + limit);
    const perKind = new Int32Array(searchKinds.length);
    let titleAt = 0;
    for (let index = 0; index < matched.length; index += 1) {
      const slot = matched[index] as number;
      if (this.whitelistOnly[slot] === 1 && !reader.opensWhitelist) continue;
      const code = this.kindCodes[slot] as number;
      perKind[code] = (perKind[code] as number) + 1;
      if (kindCode !== -1 && code !== kindCode) continue;
      while (titleAt < inTitles.length && (inTitles[titleAt] as number) < slot) titleAt += 1;
      const key =
        ((this.groups[slot] as number) & readerGroup ? readerLanguageWeight : 0) +
        (inTitles[titleAt] === slot ? titleWeight : 0) +
        (this.dates[slot] as number);
      best.offer(key, slot);
    }
    let all = 0;
    searchKinds.forEach((searchKind, code) => {
      counts[searchKind] = perKind[code] as number;
      all += perKind[code] as number;
    });
    return {
      entries: this.entriesOf(best.ranked().slice(offset)),
      total: kind === undefined ? all : counts[kind],
      counts,
    };
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
    const matched = this.index.matches("title", searchTokens(filters.keyword, "query"));
    const ranks = this.catalogueOrder();
    const best = new BestOf(offset + limit);
    const productCode = searchKinds.indexOf("product");
    let total = 0;
    for (let index = 0; index < matched.length; index += 1) {
      const slot = matched[index] as number;
      if (this.kindCodes[slot] !== productCode) continue;
      const product = this.entries[slot]?.catalogue;
      if (
        !product ||
        (filters.productType !== undefined && product.productType !== filters.productType) ||
        (filters.networkSystem !== undefined && product.networkSystem !== filters.networkSystem) ||
        (filters.packageType !== undefined && product.packageType !== filters.packageType)
      ) {
        continue;
      }
      total += 1;
      best.offer(-(ranks.get(slot) ?? 0), slot);
    }
    const list = this.entriesOf(best.ranked().slice(offset)).flatMap((entry) =>
      entry.catalogue ? [entry.catalogue] : [],
    );
    return { list, total };
  }

  private catalogueOrder(): Map<number, number> {
    if (!this.catalogueRanksStale) return this.catalogueRanks;
    const productSlots: { slot: number; product: CatalogueEntry }[] = [];
    for (const slot of this.slotOf.values()) {
      const product = this.entries[slot]?.catalogue;
      if (product) productSlots.push({ slot, product });
    }
    productSlots.sort(
      (first, second) =>
        first.product.sort - second.product.sort || first.product.id - second.product.id,
    );
    this.catalogueRanks = new Map(productSlots.map(({ slot }, rank) => [slot, rank]));
    this.catalogueRanksStale = false;
    return this.catalogueRanks;
  }

  private entriesOf(slots: readonly number[]): SearchEntry[] {
    return slots.flatMap((slot) => {
      const entry = this.entries[slot];
      return entry ? [entry] : [];
    });
  }

  private ensureCapacity(slot: number) {
    if (slot < this.kindCodes.length) return;
    const length = this.kindCodes.length * 2;
    const grow = <Typed extends Uint8Array | Float64Array>(from: Typed, to: Typed): Typed => {
      to.set(from);
      return to;
    };
    this.kindCodes = grow(this.kindCodes, new Uint8Array(length));
    this.groups = grow(this.groups, new Uint8Array(length));
    this.whitelistOnly = grow(this.whitelistOnly, new Uint8Array(length));
    this.dates = grow(this.dates, new Float64Array(length));
  }
}
