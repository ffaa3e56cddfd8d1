/** The shop grid shows 8 products first; Load More adds 8; Show Less removes 8, never below 8 (spec §4, §9). */
export const PAGE_SIZE = 8;

/**
 * How many products the grid renders beyond those it shows, hidden, once the page has hydrated: Load More shows them
 * at once, and the next ones are rendered behind it. The painted page holds none: they would cost its first visit
 * more HTML to parse and more to hydrate.
 */
export const RENDERED_AHEAD = PAGE_SIZE;

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
