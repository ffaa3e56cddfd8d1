import { asListed } from './listedFields';
import type { Product } from './types';

// For the app's reading of kept copies against the catalogue file's answer (the cart's, the saved list's): apart from
// ./selectors.ts, which the entry carries.

/**
 * Whether `copy` (a cart line, a saved product: a product as it was kept) holds every field of `product` that a page
 * of cards carries (./listedFields.ts), as the catalogue has it now. A copy taken from a card has no key ingredients
 * or steps, which only the product's own page shows: it is not rewritten for them, so a tap writes the cart once.
 */
export function holdsProduct(copy: object, product: Product): boolean {
  const kept = new Map(Object.entries(copy));
  return Object.entries(asListed(product)).every(
    ([field, value]) => JSON.stringify(kept.get(field)) === JSON.stringify(value),
  );
}
