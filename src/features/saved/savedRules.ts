import { DEFAULT_QUANTITY } from '../../lib/quantity';
import { isSameId } from '../catalog';
import type { Product, ProductId } from '../catalog';

// The saved list's rules, with no Redux: the slice (./savedSlice.ts) and the painted page before the store exists
// (./savedOnThePaintedPage.ts) apply the same ones.

/** A product saved for later, with the quantity it will go to the cart with. */
export type SavedItem = Product & { quantity: number };

/** Whether product `id` is saved (ids compared as text). */
export function isSaved(items: readonly SavedItem[], id: ProductId): boolean {
  return items.some((item) => isSameId(item.id, id));
}

/** The list without product `id`. */
export function withoutSaved(items: readonly SavedItem[], id: ProductId): SavedItem[] {
  return items.filter((item) => !isSameId(item.id, id));
}

/** The heart: a saved product leaves the list; any other joins it, at the end, with the default quantity. */
export function withToggled(items: readonly SavedItem[], product: Product): SavedItem[] {
  if (isSaved(items, product.id)) return withoutSaved(items, product.id);
  return [...items, { ...product, quantity: DEFAULT_QUANTITY }];
}

/** A cart line saved for later: it joins the list with its quantity, or takes its place there if already saved. */
export function withKept(items: readonly SavedItem[], line: SavedItem): SavedItem[] {
  if (!isSaved(items, line.id)) return [...items, line];
  return items.map((item) => (isSameId(item.id, line.id) ? line : item));
}
