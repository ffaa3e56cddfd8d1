import { RELATED_COUNT } from './constants';
import { selectNeedCounts, selectRelatedProducts } from './discovery';
import { PAGE_SNAPSHOT_ID } from '../../lib/pageContract';
import type { PageSnapshot, PaintedSnapshot } from './pageSnapshot';
import { asListed } from './listedFields';
import type { Catalog, Product } from './types';

// The build's side of the page snapshot (./pageSnapshot.ts): what a prerendered page writes of the catalogue.

/** The snapshot of a page that paints the first `count` products of `catalog`. */
export function firstProductsSnapshot(catalog: Catalog, count: number): PageSnapshot {
  return {
    kind: 'first',
    products: catalog.products.slice(0, count).map(asListed),
    total: catalog.products.length,
    needCounts: Object.fromEntries(selectNeedCounts(catalog.products, '')),
  };
}

/** The snapshot of a product page: the product it shows and the ones it suggests ('You may also like'). */
export function productSnapshot(catalog: Catalog, product: Product): PageSnapshot {
  const related = selectRelatedProducts(catalog.products, product, RELATED_COUNT).map(asListed);
  return { kind: 'product', product, related };
}

/**
 * The snapshot as a JSON data block for the page's HTML: never run (the Content-Security-Policy allows no inline
 * script anyway), and `<` is escaped so no text in the catalogue can close the element.
 */
export function pageSnapshotElement(painted: PaintedSnapshot): string {
  const json = JSON.stringify(painted).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SNAPSHOT_ID}">${json}</script>`;
}
