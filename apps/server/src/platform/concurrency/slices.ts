/** Lets the event loop answer what waits (requests, timers) before the next part of long work. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * `items` in slices of `size`, the event loop answering what waits before each: long work over
 * many rows (an import) then never holds the server for more than one slice. On the embedded
 * database every statement runs on this thread, so a slice is also what one statement may carry.
 */
export async function* inSlices<T>(items: readonly T[], size: number): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += size) {
    await yieldToEventLoop();
    yield items.slice(start, start + size);
  }
}
