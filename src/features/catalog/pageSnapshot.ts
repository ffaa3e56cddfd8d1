import { PAGE_SNAPSHOT_ID } from '../../lib/pageContract';
import { RELATED_COUNT } from './constants';
import { selectNeedCounts, selectRelatedProducts } from './discovery';
import { isNeed } from './needs';
import type { Need } from './needs';
import { isProduct } from './parseCatalog';
import type { Catalog, Product } from './types';

/**
 * What a prerendered page painted of the catalogue at build time, so the browser's first render shows the same
 * products. It only paints: every start of the app still asks /data/db.products.json, and its answer wins.
 * No React here: the entry (src/app/enter.ts) reads it to answer taps on the painted products before the app runs.
 *
 * - `first`: the catalogue's first products (as many as the page paints), how many there were in all, and how
 *   many each need held (the shop's need filter shows the counts).
 * - `product`: the one product a product page shows, and the products it suggests beside it.
 */
export type PageSnapshot =
  | { kind: 'first'; products: Product[]; total: number; needCounts: Partial<Record<Need, number>> }
  | { kind: 'product'; product: Product; related: Product[] };

/** A snapshot with the page it was painted for: its path as the router sees it (without the base path). */
export type PaintedSnapshot = { pathname: string; snapshot: PageSnapshot };

export { PAGE_SNAPSHOT_ID };

/** The snapshot of a page that paints the first `count` products of `catalog`. */
export function firstProductsSnapshot(catalog: Catalog, count: number): PageSnapshot {
  return {
    kind: 'first',
    products: catalog.products.slice(0, count),
    total: catalog.products.length,
    needCounts: Object.fromEntries(selectNeedCounts(catalog.products, '')),
  };
}

/** The snapshot of a product page: the product it shows and the ones it suggests ('You may also like'). */
export function productSnapshot(catalog: Catalog, product: Product): PageSnapshot {
  return { kind: 'product', product, related: [...selectRelatedProducts(catalog.products, product, RELATED_COUNT)] };
}

function isNeedCounts(value: unknown): value is Partial<Record<Need, number>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([need, count]) => isNeed(need) && Number.isInteger(count) && Number(count) >= 0)
  );
}

/**
 * The snapshot as a JSON data block for the page's HTML: never run (the Content-Security-Policy allows no inline
 * script anyway), and `<` is escaped so no text in the catalogue can close the element.
 */
export function pageSnapshotElement(painted: PaintedSnapshot): string {
  const json = JSON.stringify(painted).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SNAPSHOT_ID}">${json}</script>`;
}

function isPageSnapshot(value: unknown): value is PageSnapshot {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  if (value.kind === 'product') {
    return (
      'product' in value &&
      isProduct(value.product) &&
      'related' in value &&
      Array.isArray(value.related) &&
      value.related.every(isProduct)
    );
  }
  return (
    value.kind === 'first' &&
    'products' in value &&
    Array.isArray(value.products) &&
    value.products.every(isProduct) &&
    'total' in value &&
    typeof value.total === 'number' &&
    Number.isInteger(value.total) &&
    value.total >= value.products.length &&
    'needCounts' in value &&
    isNeedCounts(value.needCounts)
  );
}

function isPaintedSnapshot(value: unknown): value is PaintedSnapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pathname' in value &&
    typeof value.pathname === 'string' &&
    'snapshot' in value &&
    isPageSnapshot(value.snapshot)
  );
}

/**
 * The snapshot a prerendered page carries, or undefined when it has none or one the store cannot read (the page
 * then shows 'Products loading...' until the catalogue answers).
 */
export function readPageSnapshot(doc: Document): PaintedSnapshot | undefined {
  const text = doc.getElementById(PAGE_SNAPSHOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (isPaintedSnapshot(value)) return value;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  console.warn('The products painted in this page could not be read; waiting for the catalogue instead.');
  return undefined;
}

/** Every product a snapshot painted: the first products, or a product page's product and its suggestions. */
export function paintedProducts(painted: PaintedSnapshot | undefined): readonly Product[] {
  if (!painted) return [];
  const { snapshot } = painted;
  return snapshot.kind === 'first' ? snapshot.products : [snapshot.product, ...snapshot.related];
}
