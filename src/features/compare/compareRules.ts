// The compare list's rules, with no React or Redux: the slice (./compareSlice.ts), the painted page before the store
// exists (./compareOnThePaintedPage.ts) and the comparison apply the same ones. A product is named by its id, as text
// (the catalogue's ids are compared as text, spec §3).

/** How many products the comparison holds side by side: three fit a laptop's width, and a phone's with a scroll. */
export const MAX_COMPARED = 3;

/** What the shopper is told when a fourth is refused, on screen and aloud. */
export const REFUSAL = `You can compare up to ${String(MAX_COMPARED)} products. Remove one to add another.`;

/** Whether product `id` is chosen to compare. */
export function isCompared(ids: readonly string[], id: string): boolean {
  return ids.includes(id);
}

/** Whether "Compare" on product `id` is refused: it is not chosen, and the list is full. */
export function isRefused(ids: readonly string[], id: string): boolean {
  return !isCompared(ids, id) && ids.length >= MAX_COMPARED;
}

/** The list without product `id`. */
export function withoutCompared(ids: readonly string[], id: string): string[] {
  return ids.filter((chosen) => chosen !== id);
}

/**
 * "Compare ‹name›": a chosen product leaves the list; any other joins it, at the end, unless the list is full: then
 * the list stays as it is (`isRefused`), and the toggle stays unpressed.
 */
export function withToggled(ids: readonly string[], id: string): string[] {
  if (isCompared(ids, id)) return withoutCompared(ids, id);
  return isRefused(ids, id) ? [...ids] : [...ids, id];
}

/** The name of the header's control: "Compare (2)". */
export function compareLabel(count: number): string {
  return `Compare (${String(count)})`;
}
