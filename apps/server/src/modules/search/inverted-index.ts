/**
 * The index behind every search: for each token, the slots of the entries holding it, in
 * ascending order. An entry gets a new slot each time it is stored (its old one is only marked
 * gone), so a list only ever grows at its end and stays sorted without work.
 */

/** Lists shorter than this stay plain arrays: a typed array costs about 200 bytes of its own. */
const smallListLength = 32;

class SlotList {
  slots: number[] | Int32Array = [];
  length = 0;

  push(slot: number) {
    if (Array.isArray(this.slots)) {
      this.slots.push(slot);
      this.length += 1;
      if (this.length === smallListLength) {
        const grown = new Int32Array(smallListLength * 2);
        grown.set(this.slots);
        this.slots = grown;
      }
      return;
    }
    if (this.length === this.slots.length) {
      const grown = new Int32Array(Math.ceil(this.slots.length * 1.5));
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length] = slot;
    this.length += 1;
  }

  /** Keeps only the slots `keep` accepts, in place. */
  retain(keep: (slot: number) => boolean) {
    let kept = 0;
    for (let index = 0; index < this.length; index += 1) {
      const slot = this.slots[index] as number;
      if (keep(slot)) {
        this.slots[kept] = slot;
        kept += 1;
      }
    }
    if (Array.isArray(this.slots)) this.slots.length = kept;
    this.length = kept;
  }
}

/** The first index in `list[from..length)` whose slot is at least `slot` (galloping, then binary). */
function seek(list: SlotList, from: number, slot: number): number {
  const { slots, length } = list;
  let step = 1;
  let low = from;
  let high = from;
  while (high < length && (slots[high] as number) < slot) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high > length) high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((slots[middle] as number) < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

export type Field = "title" | "any";

/** Postings of the title (and model) tokens, and of every token, title's included. */
export class InvertedIndex {
  private readonly lists: Record<Field, Map<string, SlotList>> = {
    title: new Map(),
    any: new Map(),
  };
  private alive = new Uint8Array(1024);
  private nextSlot = 0;
  private gone = 0;

  /** Slots handed out so far (gone ones included): the bound of every slot. */
  get slotCount() {
    return this.nextSlot;
  }

  /** A new slot holding these tokens: `titleTokens` count for both fields. */
  add(titleTokens: readonly string[], bodyTokens: readonly string[]): number {
    const slot = this.nextSlot;
    this.nextSlot += 1;
    if (slot >= this.alive.length) {
      const grown = new Uint8Array(this.alive.length * 2);
      grown.set(this.alive);
      this.alive = grown;
    }
    this.alive[slot] = 1;
    for (const token of titleTokens) {
      this.listOf("title", token).push(slot);
      this.listOf("any", token).push(slot);
    }
    for (const token of bodyTokens) {
      // A body token also in the title is listed once.
      const list = this.listOf("any", token);
      if (list.slots[list.length - 1] !== slot) list.push(slot);
    }
    return slot;
  }

  /** Marks a slot gone; its postings are dropped by the next `compact`. */
  remove(slot: number) {
    if (this.alive[slot] !== 1) return;
    this.alive[slot] = 0;
    this.gone += 1;
  }

  isAlive(slot: number): boolean {
    return this.alive[slot] === 1;
  }

  /** Share of handed-out slots that are gone: past a limit, `compact` pays for itself. */
  get goneShare() {
    return this.nextSlot === 0 ? 0 : this.gone / this.nextSlot;
  }

  /** Drops gone slots from every list (and lists left empty). */
  compact() {
    for (const lists of Object.values(this.lists)) {
      for (const [token, list] of lists) {
        list.retain((slot) => this.alive[slot] === 1);
        if (list.length === 0) lists.delete(token);
      }
    }
    this.gone = 0;
  }

  /**
   * The live slots holding every token in `field`, ascending; none for no token. Starts from the
   * shortest list and seeks each slot in the others, so a rare token bounds the work.
   */
  matches(field: Field, tokens: readonly string[]): Int32Array {
    if (tokens.length === 0) return new Int32Array(0);
    const lists: SlotList[] = [];
    for (const token of tokens) {
      const list = this.lists[field].get(token);
      if (!list) return new Int32Array(0);
      lists.push(list);
    }
    lists.sort((first, second) => first.length - second.length);
    const [shortest, ...others] = lists as [SlotList, ...SlotList[]];
    const found = new Int32Array(shortest.length);
    const positions = new Array<number>(others.length).fill(0);
    let count = 0;
    candidates: for (let index = 0; index < shortest.length; index += 1) {
      const slot = shortest.slots[index] as number;
      if (this.alive[slot] !== 1) continue;
      for (let other = 0; other < others.length; other += 1) {
        const list = others[other] as SlotList;
        const position = seek(list, positions[other] as number, slot);
        positions[other] = position;
        if (position === list.length) break candidates;
        if (list.slots[position] !== slot) continue candidates;
      }
      found[count] = slot;
      count += 1;
    }
    return found.subarray(0, count);
  }

  /** Tokens and postings held, for the memory figure. */
  size() {
    let postings = 0;
    for (const list of this.lists.any.values()) postings += list.length;
    for (const list of this.lists.title.values()) postings += list.length;
    return { tokens: this.lists.any.size, postings };
  }

  private listOf(field: Field, token: string): SlotList {
    let list = this.lists[field].get(token);
    if (!list) {
      list = new SlotList();
      this.lists[field].set(token, list);
    }
    return list;
  }
}

/**
 * The `limit` best of the values offered, best first, kept in a bounded heap: most values
 * offered fall below the worst kept and cost one comparison.
 */
export class BestOf {
  private readonly keys: number[] = [];
  private readonly values: number[] = [];

  constructor(private readonly limit: number) {}

  offer(key: number, value: number) {
    if (this.limit === 0) return;
    const { keys, values } = this;
    if (keys.length < this.limit) {
      keys.push(key);
      values.push(value);
      this.rise(keys.length - 1);
      return;
    }
    if (!this.before(key, value, keys[0] as number, values[0] as number)) return;
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

  /** Higher key first; on equal keys, higher value (a later slot) first. */
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
