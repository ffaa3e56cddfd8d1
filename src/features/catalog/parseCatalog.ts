import { hasFields, isList } from '../../lib/guards';
import type { Checked } from '../../lib/guards';
import { isProduct } from './productFields';
import { firstOfEachId } from './selectors';
import type { Catalog } from './types';

const CATALOG_BODY_FIELDS = { products: isList };

/** The file as served (spec §7). Its products are checked one by one: a bad one is dropped instead of failing all. */
export const isCatalogBody = hasFields(CATALOG_BODY_FIELDS);

export type CatalogBody = Checked<typeof CATALOG_BODY_FIELDS>;

export const NO_PRODUCTS_LIST = 'The catalogue has no products list.';

export class CatalogFormatError extends Error {
  override name = 'CatalogFormatError';
}

/**
 * The entries of a catalogue's list the store can show. Single products that cannot be shown are dropped (with one
 * warning) so one bad entry never breaks a page. So is a product whose id (as text) repeats an earlier one's
 * (firstOfEachId).
 */
export function showableProducts(entries: readonly unknown[], warn: (message: string) => void = console.warn) {
  const products = firstOfEachId(entries.filter(isProduct));
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
  if (!isCatalogBody(body)) throw new CatalogFormatError(NO_PRODUCTS_LIST);
  return { products: showableProducts(body.products, warn) };
}
