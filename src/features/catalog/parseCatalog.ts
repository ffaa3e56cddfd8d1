import { is } from 'valibot';
import { CatalogBodySchema, ProductSchema } from './catalogSchema';
import type { Catalog, Product } from './types';

/** A product the store can show: every field a card reads has the right type (catalogSchema.ts). */
export function isProduct(value: unknown): value is Product {
  return is(ProductSchema, value);
}

export const NO_PRODUCTS_LIST = 'The catalogue has no products list.';

export class CatalogFormatError extends Error {
  override name = 'CatalogFormatError';
}

/**
 * The entries of a catalogue's list the store can show. Single products that cannot be shown are dropped (with one
 * warning) so one bad entry never breaks a page. So is a product whose id (as text) repeats an earlier one's: the
 * by-id lookup, the cart and React's list keys all take the id as the product's identity, and only the first could
 * ever be reached.
 */
export function showableProducts(entries: readonly unknown[], warn: (message: string) => void = console.warn) {
  const seen = new Set<string>();
  const products = entries.filter(isProduct).filter((product) => {
    const id = String(product.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const dropped = entries.length - products.length;
  if (dropped > 0) {
    warn(
      `Skipped ${String(dropped)} catalogue ${dropped === 1 ? 'entry' : 'entries'} with missing or malformed fields or a repeated id.`,
    );
  }
  return products;
}

/**
 * Checks the catalogue at the edge, before it reaches the store: a body without a `products` list is an error; its
 * entries go through showableProducts.
 */
export function parseCatalog(body: unknown, warn: (message: string) => void = console.warn): Catalog {
  if (!is(CatalogBodySchema, body)) throw new CatalogFormatError(NO_PRODUCTS_LIST);
  return { products: showableProducts(body.products, warn) };
}
