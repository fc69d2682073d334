/** One place of a pager: a page's number, or a jump of five pages over the ones not shown. */
export type PagerItem =
  | { kind: "page"; page: number }
  | { kind: "jump-previous" | "jump-next"; page: number };

/** Pages shown on each side of the current one. */
const buffer = 2;
/** How far a jump goes. */
const jump = 5;

/**
 * The places of a pager, as Ant Design's Pagination lays them out: every page when there are
 * at most seven, else the first, the last, two on each side of the current one, and a jump of
 * five pages in each gap.
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  const page = (number: number): PagerItem => ({ kind: "page", page: number });
  if (pageCount <= 3 + buffer * 2) {
    return Array.from({ length: Math.max(pageCount, 1) }, (_, index) => page(index + 1));
  }
  let left = Math.max(1, current - buffer);
  let right = Math.min(current + buffer, pageCount);
  if (current - 1 <= buffer) right = 1 + buffer * 2;
  if (pageCount - current <= buffer) left = pageCount - buffer * 2;

  const items: PagerItem[] = [];
  for (let number = left; number <= right; number += 1) items.push(page(number));
  if (current - 1 >= buffer * 2 && current !== 1 + 2) {
    items.unshift({ kind: "jump-previous", page: Math.max(1, current - jump) });
  }
  if (pageCount - current >= buffer * 2 && current !== pageCount - 2) {
    items.push({ kind: "jump-next", page: Math.min(pageCount, current + jump) });
  }
  if (left !== 1) items.unshift(page(1));
  if (right !== pageCount) items.push(page(pageCount));
  return items;
}
