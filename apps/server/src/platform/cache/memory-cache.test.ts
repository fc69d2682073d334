import { describe, expect, it } from "vitest";
import { MemoryCache } from "./memory-cache.ts";

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("MemoryCache", () => {
  it("loads a key once while it is fresh, and again after the time limit", async () => {
    const time = clock();
    const cache = new MemoryCache<number>({ maxEntries: 10, ttlMs: 1000, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    time.advance(1000);
    expect(await cache.get("a", load)).toBe(2);
  });

  it("shares one load between concurrent misses of a key", async () => {
    const cache = new MemoryCache<string>({ maxEntries: 10, ttlMs: 1000 });
    let loads = 0;
    const load = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    const answers = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect(answers).toEqual(["v1", "v1"]);
    expect(loads).toBe(1);
  });

  it("does not keep a failed load", async () => {
    const cache = new MemoryCache<string>({ maxEntries: 10, ttlMs: 1000 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("drops the oldest entry when full, and everything on clear", async () => {
    const cache = new MemoryCache<string>({ maxEntries: 2, ttlMs: 1000 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("c", async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get("b", async () => "b2")).toBe("b2");
  });

  it("tells onClear of a clear, and nobody when another instance's clear drops the entries", async () => {
    let told = 0;
    const cache = new MemoryCache<string>({
      maxEntries: 10,
      ttlMs: 1000,
      onClear: () => {
        told += 1;
      },
    });
    await cache.get("a", async () => "a1");
    cache.dropEntries();
    expect(cache.size).toBe(0);
    expect(told).toBe(0);
    await cache.get("a", async () => "a2");
    cache.clear();
    expect(cache.size).toBe(0);
    expect(told).toBe(1);
  });

  it("keeps no answer of a load that was running when the entries were dropped", async () => {
    const cache = new MemoryCache<string>({ maxEntries: 10, ttlMs: 1000 });
    let finishLoad: (value: string) => void = () => {};
    const before = cache.get("k", () => new Promise((resolve) => (finishLoad = resolve)));
    cache.dropEntries();
    finishLoad("before the write");
    expect(await before).toBe("before the write");
    expect(await cache.get("k", async () => "after the write")).toBe("after the write");
  });
});
