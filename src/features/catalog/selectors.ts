import type { Catalog, Product, ProductId } from './types';

/** Ids are compared as text: `7` and `"7"` are the same product. */
export function isSameId(a: ProductId, b: ProductId): boolean {
  return String(a) === String(b);
}

/** The by-id lookup of spec §7: the product whose id, as text, equals the requested id; null when none. */
export function selectProductById(catalog: Catalog, id: string): Product | null {
  return catalog.products.find((product) => isSameId(product.id, id)) ?? null;
}
