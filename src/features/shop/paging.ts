/** The shop grid shows 8 products first; Load More adds 8; Show Less removes 8, never below 8 (spec §4, §9). */
export const PAGE_SIZE = 8;

export function loadMore(visible: number): number {
  return visible + PAGE_SIZE;
}

export function showLess(visible: number): number {
  return Math.max(PAGE_SIZE, visible - PAGE_SIZE);
}

export function canLoadMore(visible: number, total: number): boolean {
  return visible < total;
}

export function canShowLess(visible: number): boolean {
  return visible > PAGE_SIZE;
}

/** The most the grid can show of `total` products: whole pages of 8 (spec §4), at least one. */
export function fullPages(total: number): number {
  return Math.max(PAGE_SIZE, Math.ceil(total / PAGE_SIZE) * PAGE_SIZE);
}
