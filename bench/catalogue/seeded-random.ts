/**
 * A small deterministic random source (mulberry32), so every run seeds the same catalogue and
 * figures of two runs or two commits measure the same data.
 */
export type SeededRandom = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  integer: (min: number, max: number) => number;
  /** A number in [min, max] rounded to `decimals`. */
  decimal: (min: number, max: number, decimals: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** One of the keys, drawn with the relative weights given. */
  weighted: <T extends string>(weights: Readonly<Partial<Record<T, number>>>) => T;
  /** Between `min` and `max` distinct items, in their original order. */
  subset: <T>(items: readonly T[], min: number, max: number) => T[];
};

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[integer(0, items.length - 1)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  return {
    next,
    integer,
    decimal: (min, max, decimals) => Number((min + next() * (max - min)).toFixed(decimals)),
    chance: (probability) => next() < probability,
    pick,
    weighted: <T extends string>(weights: Readonly<Partial<Record<T, number>>>): T => {
      const entries = Object.entries(weights) as [T, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let remaining = next() * total;
      for (const [key, weight] of entries) {
        remaining -= weight;
        if (remaining < 0) return key;
      }
      return pick(entries)[0];
    },
    subset: <T>(items: readonly T[], min: number, max: number): T[] => {
      const size = Math.min(items.length, integer(min, max));
      const chosen = new Set<number>();
      while (chosen.size < size) chosen.add(integer(0, items.length - 1));
      return items.filter((_, index) => chosen.has(index));
    },
  };
}
