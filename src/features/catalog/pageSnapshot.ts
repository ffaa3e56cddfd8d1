import * as v from 'valibot';
import { PAGE_SNAPSHOT_ID } from '../../lib/pageContract';
import { isNeed } from './needs';
import { FirstProductsSchema, ProductPageSchema, snapshotJson } from './paintedProducts';
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

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

// Not valibot's record, which takes a list and passes over keys such as `constructor`.
const NeedCountsSchema = v.custom<Partial<Record<Need, number>>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([need, count]) => isNeed(need) && v.is(CountSchema, count)),
);

const PaintedSnapshotSchema = v.object({
  pathname: v.string(),
  snapshot: v.union([
    v.pipe(
      v.object({ ...FirstProductsSchema.entries, total: CountSchema, needCounts: NeedCountsSchema }),
      v.check(({ products, total }) => total >= products.length),
    ),
    ProductPageSchema,
  ]),
});

/**
 * The page's snapshot, or undefined when it has none the store can read: the page then shows 'Products loading...'
 * until the catalogue answers.
 */
export function readPageSnapshot(doc: Document): PaintedSnapshot | undefined {
  if (!doc.getElementById(PAGE_SNAPSHOT_ID)?.textContent) return undefined;
  const value = snapshotJson(doc);
  // The value as written, not the schema's copy: a product keeps the fields the schema does not name.
  if (v.is(PaintedSnapshotSchema, value)) return value;
  console.warn('The products painted in this page could not be read; waiting for the catalogue instead.');
  return undefined;
}
