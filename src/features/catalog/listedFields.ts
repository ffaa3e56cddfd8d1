import { PRODUCT_FIELDS } from './productFields';
import type { Product } from './types';

/**
 * What a page of cards reads of a product: the fields every product has, its size (the card's unit price), and what
 * the shop's search and filters read (its ingredients, skin types and claims). Not what only its own page shows (its
 * key ingredients, how to use it).
 */
const LISTED_FIELDS: readonly string[] = [
  ...Object.keys(PRODUCT_FIELDS),
  'size',
  'ingredients',
  'skinTypes',
  'freeFrom',
  'vegan',
];

/**
 * A product as a page of cards carries it in its snapshot (./writePageSnapshot.ts), and as the store compares it
 * with the catalogue's answer (./hooks.ts): the same product when these fields are the same.
 */
export function asListed(product: Product): Product {
  // Every field of PRODUCT_FIELDS is kept, so what is left is still a product.
  return Object.fromEntries(Object.entries(product).filter(([field]) => LISTED_FIELDS.includes(field))) as Product;
}
