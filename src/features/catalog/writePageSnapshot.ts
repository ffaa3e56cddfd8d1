import { RELATED_COUNT } from './constants';
import { selectNeedCounts, selectRelatedProducts } from './discovery';
import { PAGE_SNAPSHOT_ID } from '../../lib/pageContract';
import type { PageSnapshot, PaintedSnapshot } from './pageSnapshot';
import { PRODUCT_FIELDS } from './productFields';
import type { Catalog, Product } from './types';

// The build's side of the page snapshot (./pageSnapshot.ts): what a prerendered page writes of the catalogue.

/** What a card shows of a product: the fields every product has, and its size. */
const CARD_FIELDS: readonly string[] = [...Object.keys(PRODUCT_FIELDS), 'size'];

/**
 * A product as a card paints it: a page of cards carries none of what only a product page shows (its ingredients,
 * how to use it), so its HTML does not grow with them.
 */
function asCard(product: Product): Product {
  // Every field of PRODUCT_FIELDS is kept, so what is left is still a product.
  return Object.fromEntries(Object.entries(product).filter(([field]) => CARD_FIELDS.includes(field))) as Product;
}

/** The snapshot of a page that paints the first `count` products of `catalog`. */
export function firstProductsSnapshot(catalog: Catalog, count: number): PageSnapshot {
  return {
    kind: 'first',
    products: catalog.products.slice(0, count).map(asCard),
    total: catalog.products.length,
    needCounts: Object.fromEntries(selectNeedCounts(catalog.products, '')),
  };
}

/** The snapshot of a product page: the product it shows and the ones it suggests ('You may also like'). */
export function productSnapshot(catalog: Catalog, product: Product): PageSnapshot {
  const related = selectRelatedProducts(catalog.products, product, RELATED_COUNT).map(asCard);
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
