import { hasFields, isRecord, isText, listOf } from '../../lib/guards';
import { PAGE_SNAPSHOT_ID } from '../../lib/pageContract';
import { isNeed } from './needs';
import { snapshotJson } from './paintedProducts';
import { isProduct } from './productFields';
import type { Need } from './needs';
import type { Product } from './types';

/**
 * What a prerendered page painted of the catalogue (written by ./writePageSnapshot.ts), so the first render shows the
 * same products; the catalogue file's answer still wins (docs/decisions/0001). The app reads it as it starts; the entry
 * reads only its products (./paintedProducts.ts). `first`: the catalogue's first products as painted, the
 * total, and each need's count (the shop's need filter shows them); `product`: a product page's product and its
 * suggestions.
 */
export type PageSnapshot =
  | { kind: 'first'; products: Product[]; total: number; needCounts: Partial<Record<Need, number>> }
  | { kind: 'product'; product: Product; related: Product[] };

/** A snapshot and the path it was painted for, as the router sees it (without the base path). */
export type PaintedSnapshot = { pathname: string; snapshot: PageSnapshot };

const isProducts = listOf(isProduct);

/** A count of products: a whole number, 0 or more. */
function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Each need named with its count; any other key (`constructor` too) is not one. */
function isNeedCounts(value: unknown): value is Partial<Record<Need, number>> {
  return isRecord(value) && Object.entries(value).every(([need, count]) => isNeed(need) && isCount(count));
}

const isFirstProducts = hasFields({
  kind: (value): value is 'first' => value === 'first',
  products: isProducts,
  total: isCount,
  needCounts: isNeedCounts,
});

const isProductPage = hasFields({
  kind: (value): value is 'product' => value === 'product',
  product: isProduct,
  related: isProducts,
});

/** Either kind, the first products never more than their total. */
function isPageSnapshot(value: unknown): value is PageSnapshot {
  return (isFirstProducts(value) && value.total >= value.products.length) || isProductPage(value);
}

const isPaintedSnapshot = hasFields({ pathname: isText, snapshot: isPageSnapshot });

/**
 * The page's snapshot, or undefined when it has none the store can read: the page then shows 'Products loading...'
 * until the catalogue answers.
 */
export function readPageSnapshot(doc: Document): PaintedSnapshot | undefined {
  if (!doc.getElementById(PAGE_SNAPSHOT_ID)?.textContent) return undefined;
  const value = snapshotJson(doc);
  if (isPaintedSnapshot(value)) return value;
  console.warn('The products painted in this page could not be read; waiting for the catalogue instead.');
  return undefined;
}
