/** About a product card's height in the grid, on a phone and on a wide screen. */
const cardHeight = 400;

/** The product grid's columns at a window width: ProductGrid's xs 24, sm 12, lg 8, xl 6. */
export function gridColumns(width: number): number {
  if (width >= 1200) return 4;
  if (width >= 992) return 3;
  if (width >= 576) return 2;
  return 1;
}

/**
 * How many product cards a page draws before its first paint: two screens of them, whatever
 * the window, so that nothing on the first screen waits for the render after it (a phone: 8 of
 * the catalogue's 17; a 1366 × 900 window: all of them).
 */
export function firstPaintCards(width: number, height: number): number {
  return 2 * gridColumns(width) * (Math.ceil(height / cardHeight) + 1);
}

/** Each section's cards drawn while only `budget` are: the first sections' in full, in order. */
export function cardsPerSection(counts: readonly number[], budget: number): number[] {
  let left = budget;
  return counts.map((count) => {
    const shown = Math.max(0, Math.min(count, left));
    left -= count;
    return shown;
  });
}
