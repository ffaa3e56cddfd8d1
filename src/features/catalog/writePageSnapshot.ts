import { RELATED_COUNT } from './constants';
import { selectNeedCounts, selectRelatedProducts } from './discovery';
import { isNeed } from './needs';
import { PAGE_SNAPSHOT_ID } from '../../lib/pageContract';
import type { PageSnapshot, PaintedSnapshot } from './pageSnapshot';
import type { Catalog, Product } from './types';

// The build's side of the page snapshot (./pageSnapshot.ts): what a prerendered page writes of the catalogue.

/**
 * The first `count` products of `products`, and the first `eachNeed` of each need, in the catalogue's order: the
 * first `count` stay a prefix of the catalogue, and the products of any need among them are a prefix of that need's.
 */
export function firstProducts(products: readonly Product[], count: number, eachNeed = 0): Product[] {
  const ofNeed = new Map<string, number>();
  return products.filter((product, index) => {
    const before = ofNeed.get(product.category) ?? 0;
    ofNeed.set(product.category, before + 1);
    return index < count || (isNeed(product.category) && before < eachNeed);
  });
}

/** The snapshot of a page that paints the first `count` products of `catalog` (and the first `eachNeed` of each need). */
export function firstProductsSnapshot(catalog: Catalog, count: number, eachNeed = 0): PageSnapshot {
  return {
    kind: 'first',
    products: firstProducts(catalog.products, count, eachNeed),
    total: catalog.products.length,
    needCounts: Object.fromEntries(selectNeedCounts(catalog.products, '')),
  };
}

/** The snapshot of a product page: the product it shows and the ones it suggests ('You may also like'). */
export function productSnapshot(catalog: Catalog, product: Product): PageSnapshot {
  return { kind: 'product', product, related: [...selectRelatedProducts(catalog.products, product, RELATED_COUNT)] };
}

/**
 * The snapshot as a JSON data block for the page's HTML: never run (the Content-Security-Policy allows no inline
 * script anyway), and `<` is escaped so no text in the catalogue can close the element.
 */
export function pageSnapshotElement(painted: PaintedSnapshot): string {
  const json = JSON.stringify(painted).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SNAPSHOT_ID}">${json}</script>`;
}
