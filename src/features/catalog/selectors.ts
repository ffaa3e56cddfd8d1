import type { Catalog, Product, ProductId } from './types';

/** Ids are compared as text: `7` and `"7"` are the same product. */
export function isSameId(a: ProductId, b: ProductId): boolean {
  return String(a) === String(b);
}

/**
 * `items` without a later entry whose id (as text) an earlier one has: the by-id lookup, the cart and React's keys
 * take the id as a product's identity, so only the first could ever be reached.
 */
export function firstOfEachId<Item extends { id: ProductId }>(items: readonly Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = String(item.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The by-id lookup of spec §7: the product whose id, as text, equals `id`; null when none. */
export function selectProductById(catalog: Catalog, id: string): Product | null {
  return catalog.products.find((product) => isSameId(product.id, id)) ?? null;
}
