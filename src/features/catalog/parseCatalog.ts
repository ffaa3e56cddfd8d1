import type { Catalog, Product } from './types';

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A product the store can show: every field a card reads has the right type. */
export function isProduct(value: unknown): value is Product {
  if (!isRecord(value)) return false;
  const { id, name, price, image, rating, category, description, testimonial } = value;
  return (
    (isFiniteNumber(id) || (typeof id === 'string' && id !== '')) &&
    typeof name === 'string' &&
    isFiniteNumber(price) &&
    price >= 0 &&
    typeof image === 'string' &&
    isRecord(rating) &&
    typeof rating.image === 'string' &&
    isFiniteNumber(rating.rate) &&
    typeof category === 'string' &&
    typeof description === 'string' &&
    typeof testimonial === 'string'
  );
}

export class CatalogFormatError extends Error {
  override name = 'CatalogFormatError';
}

/**
 * Checks the catalogue at the edge, before it reaches the store. A body without a `products` list is an error;
 * single products that cannot be shown are dropped (with one warning) so one bad entry never breaks a page. So is
 * a product whose id (as text) repeats an earlier one's: the by-id lookup, the cart and React's list keys all
 * take the id as the product's identity, and only the first could ever be reached.
 */
export function parseCatalog(body: unknown, warn: (message: string) => void = console.warn): Catalog {
  if (!isRecord(body) || !Array.isArray(body.products)) {
    throw new CatalogFormatError('The catalogue has no products list.');
  }
  const seen = new Set<string>();
  const products = body.products.filter(isProduct).filter((product) => {
    const id = String(product.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const dropped = body.products.length - products.length;
  if (dropped > 0) {
    warn(
      `Skipped ${String(dropped)} catalogue ${dropped === 1 ? 'entry' : 'entries'} with missing or malformed fields or a repeated id.`,
    );
  }
  return { products };
}
