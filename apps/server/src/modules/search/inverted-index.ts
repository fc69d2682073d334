/**
 * The index behind every search, built for a query cost that does not grow with the number of
 * records it matches. Records live on shelves (one per kind, whitelist documents on their own),
 * each numbering its records 0, 1, 2… in the order they are stored; a token keeps one sorted
 * list of numbers per shelf. So a one-token count per kind is a list's length, a record stored
 * again gets a new number at the end of its shelf (its old number is only logged gone and
 * dropped from a list when that list is next read), and a list only grows at its end.
 */

/** Lists shorter than this stay plain arrays: a typed array costs about 200 bytes of its own. */
const smallListLength = 32;
/** Past this many removals since a list was read, one pass over it beats a search per removal. */
const mostRemovalsSearched = 32;
/** A shelf's removal log is cut past this length; lists older than the cut are swept whole. */
const longestRemovalLog = 1024;

/** The records of one shelf that are gone, so that each list can drop them when it is read. */
export class RemovalLog {
  alive = new Uint8Array(256);
  /** Numbers removed, oldest first; `base` counts those cut from the front. */
  private removed: number[] = [];
  private base = 0;

  /** How many removals were ever logged: a list read up to here holds no gone number. */
  get end() {
    return this.base + this.removed.length;
  }

  born(number: number) {
    if (number >= this.alive.length) {
      const grown = new Uint8Array(Math.max(number + 1, this.alive.length * 2));
      grown.set(this.alive);
      this.alive = grown;
    }
    this.alive[number] = 1;
  }

  died(number: number) {
    this.alive[number] = 0;
    this.removed.push(number);
    if (this.removed.length > longestRemovalLog) {
      this.base += this.removed.length;
      this.removed = [];
    }
  }

  /** The numbers removed after `from`, or undefined when too many (or cut from the log). */
  removedSince(from: number): readonly number[] | undefined {
    if (from < this.base || this.end - from > mostRemovalsSearched) return undefined;
    return this.removed.slice(from - this.base);
  }
}

/** The first index in `numbers[from..length)` holding at least `number` (galloping, then binary). */
function seek(numbers: ArrayLike<number>, length: number, from: number, number: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < length && (numbers[high] as number) < number) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high > length) high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((numbers[middle] as number) < number) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The ascending numbers of one shelf's records holding one token. */
export class PostingList {
  numbers: number[] | Int32Array = [];
  length = 0;
  /** Changes with every number added or dropped: what was worked out from the list is stale. */
  version = 0;
  /** The removal log's `end` when the list last dropped gone numbers. */
  private readTo: number;

  constructor(log: RemovalLog) {
    this.readTo = log.end;
  }

  push(number: number) {
    this.version += 1;
    if (Array.isArray(this.numbers)) {
      this.numbers.push(number);
      this.length += 1;
      if (this.length === smallListLength) {
        const grown = new Int32Array(smallListLength * 2);
        grown.set(this.numbers);
        this.numbers = grown;
      }
      return;
    }
    if (this.length === this.numbers.length) {
      const grown = new Int32Array(Math.ceil(this.numbers.length * 1.5));
      grown.set(this.numbers);
      this.numbers = grown;
    }
    this.numbers[this.length] = number;
    this.length += 1;
  }

  /** The last number, or -1: a record's body token already listed for its title is not again. */
  get last(): number {
    return this.length === 0 ? -1 : (this.numbers[this.length - 1] as number);
  }

  /** Drops the numbers removed since the list was last read: each found by search, or a sweep. */
  dropGone(log: RemovalLog) {
    if (this.readTo === log.end) return;
    const removed = log.removedSince(this.readTo);
    this.readTo = log.end;
    const before = this.length;
    if (removed) {
      for (const number of removed) {
        const at = seek(this.numbers, this.length, 0, number);
        if (at === this.length || this.numbers[at] !== number) continue;
        if (Array.isArray(this.numbers)) this.numbers.splice(at, 1);
        else this.numbers.copyWithin(at, at + 1, this.length);
        this.length -= 1;
      }
    } else {
      let kept = 0;
      for (let index = 0; index < this.length; index += 1) {
        const number = this.numbers[index] as number;
        if (log.alive[number] === 1) {
          this.numbers[kept] = number;
          kept += 1;
        }
      }
      if (Array.isArray(this.numbers)) this.numbers.length = kept;
      this.length = kept;
    }
    if (this.length !== before) this.version += 1;
  }
}

/**
 * Calls `found` with each number on every list, ascending, and answers how many there were.
 * Walks the shortest list and seeks each of its numbers in the others (positions only move
 * forward), so the rarest token bounds the work. The lists must be current (`dropGone`).
 */
export function intersect(lists: readonly PostingList[], found?: (number: number) => void): number {
  if (lists.length === 0) return 0;
  const sorted = [...lists].sort((first, second) => first.length - second.length);
  const [shortest, ...others] = sorted as [PostingList, ...PostingList[]];
  if (others.length === 0) {
    if (found)
      for (let index = 0; index < shortest.length; index += 1)
        found(shortest.numbers[index] as number);
    return shortest.length;
  }
  const positions = new Array<number>(others.length).fill(0);
  let count = 0;
  candidates: for (let index = 0; index < shortest.length; index += 1) {
    const number = shortest.numbers[index] as number;
    for (let other = 0; other < others.length; other += 1) {
      const list = others[other] as PostingList;
      const position = seek(list.numbers, list.length, positions[other] as number, number);
      positions[other] = position;
      if (position === list.length) break candidates;
      if (list.numbers[position] !== number) continue candidates;
    }
    count += 1;
    found?.(number);
  }
  return count;
}

/** A list holding at least one number in this many is also kept as a bitset, once read. */
const densestSparseList = 32;

type Bitset = { words: Uint32Array; version: number };
const bitsets = new WeakMap<PostingList, Bitset>();

function isDense(list: PostingList, numberCount: number) {
  return list.length * densestSparseList >= numberCount;
}

/** The bitset of a dense list, built on first use and again after the list changed. */
function bitsetOf(list: PostingList, numberCount: number): Uint32Array {
  const kept = bitsets.get(list);
  if (kept && kept.version === list.version) return kept.words;
  const words = new Uint32Array(Math.ceil(numberCount / 32) + 1);
  for (let index = 0; index < list.length; index += 1) {
    const number = list.numbers[index] as number;
    words[number >>> 5] = (words[number >>> 5] as number) | (1 << (number & 31));
  }
  bitsets.set(list, { words, version: list.version });
  return words;
}

/**
 * Whether `list` holds `number`: a bit for a dense list, a binary search for a sparse one.
 * `numberCount` is the shelf's, the bound of every number on it.
 */
export function holds(list: PostingList, number: number, numberCount: number): boolean {
  if (isDense(list, numberCount)) {
    const words = bitsetOf(list, numberCount);
    return (((words[number >>> 5] ?? 0) >>> (number & 31)) & 1) === 1;
  }
  const at = seek(list.numbers, list.length, 0, number);
  return at < list.length && list.numbers[at] === number;
}

function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return ((((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24) as number;
}

/** How many numbers every list holds, and the numbers themselves when no more than asked for. */
export type Common = { count: number; numbers: number[] | undefined };

/**
 * How many numbers every list holds, with the numbers (ascending) when there are at most
 * `keepAtMost`: a page of few matches is then ranked from them without a second walk. A sparse
 * shortest list is walked and each number looked up in the others; when even the shortest is
 * dense, the bitsets are intersected a word at a time: either way the work is bounded by the
 * shelf's size over 32, not by the matches.
 */
export function commonOf(
  lists: readonly PostingList[],
  numberCount: number,
  keepAtMost: number,
): Common {
  const sorted = [...lists].sort((first, second) => first.length - second.length);
  const [shortest, ...others] = sorted as [PostingList, ...PostingList[]];
  if (others.length === 0) {
    const count = shortest.length;
    return {
      count,
      numbers: count <= keepAtMost ? [...shortest.numbers.slice(0, count)] : undefined,
    };
  }
  let numbers: number[] | undefined = [];
  const keep = (number: number, count: number) => {
    if (!numbers) return;
    if (count > keepAtMost) numbers = undefined;
    else numbers.push(number);
  };
  if (!isDense(shortest, numberCount)) {
    let count = 0;
    candidates: for (let index = 0; index < shortest.length; index += 1) {
      const number = shortest.numbers[index] as number;
      for (const other of others) if (!holds(other, number, numberCount)) continue candidates;
      count += 1;
      keep(number, count);
    }
    return { count, numbers };
  }
  const sets = sorted.map((list) => bitsetOf(list, numberCount));
  const [first, ...rest] = sets as [Uint32Array, ...Uint32Array[]];
  let count = 0;
  for (let word = 0; word < first.length; word += 1) {
    let common = first[word] as number;
    for (const other of rest) common &= other[word] as number;
    if (common === 0) continue;
    if (numbers) {
      for (let bit = 0; bit < 32; bit += 1) {
        if ((common >>> bit) & 1) {
          count += 1;
          keep(word * 32 + bit, count);
        }
      }
    } else count += bitCount(common);
  }
  return { count, numbers };
}

/**
 * The `limit` best of the values offered, best first, kept in a bounded heap: most values
 * offered fall below the worst kept and cost one comparison.
 */
export class BestOf {
  private readonly keys: number[] = [];
  private readonly values: number[] = [];

  constructor(readonly limit: number) {}

  /** Whether a value with this key would be kept now: skips work for one that would not. */
  accepts(key: number, value: number): boolean {
    if (this.keys.length < this.limit) return this.limit > 0;
    return this.before(key, value, this.keys[0] as number, this.values[0] as number);
  }

  offer(key: number, value: number) {
    if (!this.accepts(key, value)) return;
    const { keys, values } = this;
    if (keys.length < this.limit) {
      keys.push(key);
      values.push(value);
      this.rise(keys.length - 1);
      return;
    }
    keys[0] = key;
    values[0] = value;
    this.sink(0);
  }

  /** The kept values, best first. */
  ranked(): number[] {
    const order = this.keys.map((_, index) => index);
    order.sort((first, second) =>
      this.before(
        this.keys[first] as number,
        this.values[first] as number,
        this.keys[second] as number,
        this.values[second] as number,
      )
        ? -1
        : 1,
    );
    return order.map((index) => this.values[index] as number);
  }

  /** Higher key first; on equal keys, higher value first. */
  private before(key: number, value: number, otherKey: number, otherValue: number) {
    return key > otherKey || (key === otherKey && value > otherValue);
  }

  /** The heap keeps the worst at its root. */
  private worse(first: number, second: number) {
    return this.before(
      this.keys[second] as number,
      this.values[second] as number,
      this.keys[first] as number,
      this.values[first] as number,
    );
  }

  private swap(first: number, second: number) {
    const { keys, values } = this;
    [keys[first], keys[second]] = [keys[second] as number, keys[first] as number];
    [values[first], values[second]] = [values[second] as number, values[first] as number];
  }

  private rise(index: number) {
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.worse(child, parent)) return;
      this.swap(child, parent);
      child = parent;
    }
  }

  private sink(index: number) {
    let parent = index;
    const length = this.keys.length;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let worst = parent;
      if (left < length && this.worse(left, worst)) worst = left;
      if (right < length && this.worse(right, worst)) worst = right;
      if (worst === parent) return;
      this.swap(parent, worst);
      parent = worst;
    }
  }
}
