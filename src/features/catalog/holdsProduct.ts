import type { Product } from './types';

// For the app's reading of kept copies against the catalogue file's answer (the cart's, the saved list's): apart from
// ./selectors.ts, which the entry carries.

/**
 * Whether `copy` (a cart line, a saved product: a product as it was kept) holds every field of `product` as the
 * catalogue has it now.
 */
export function holdsProduct(copy: object, product: Product): boolean {
  const kept = new Map(Object.entries(copy));
  return Object.entries(product).every(([field, value]) => JSON.stringify(kept.get(field)) === JSON.stringify(value));
}
