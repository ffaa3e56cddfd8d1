import * as v from 'valibot';
import { PAGE_SNAPSHOT_ID } from '../../lib/pageContract';
import { ProductSchema } from './catalogSchema';
import { isNeed } from './needs';
import type { Need } from './needs';
import type { Product } from './types';

/**
 * What a prerendered page painted of the catalogue at build time, so the browser's first render shows the same
 * products. It only paints: every start of the app still asks /data/db.products.json, and its answer wins.
 * No React here: the entry (src/app/enter.ts) reads it to answer taps on the painted products before the app runs.
 * The build writes it (./writePageSnapshot.ts).
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

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * How many products each need holds: an object whose every key is a need. Not valibot's record, which takes a list
 * and passes over keys such as `constructor`.
 */
const NeedCountsSchema = v.custom<Partial<Record<Need, number>>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([need, count]) => isNeed(need) && v.is(CountSchema, count)),
);

/** The snapshot as the store can read it: anything else is not shown (the page waits for the catalogue). */
const PaintedSnapshotSchema = v.object({
  pathname: v.string(),
  snapshot: v.union([
    v.pipe(
      v.object({
        kind: v.literal('first'),
        products: v.array(ProductSchema),
        total: CountSchema,
        needCounts: NeedCountsSchema,
      }),
      v.check(({ products, total }) => total >= products.length),
    ),
    v.object({ kind: v.literal('product'), product: ProductSchema, related: v.array(ProductSchema) }),
  ]),
});

/**
 * The snapshot a prerendered page carries, or undefined when it has none or one the store cannot read (the page
 * then shows 'Products loading...' until the catalogue answers).
 */
export function readPageSnapshot(doc: Document): PaintedSnapshot | undefined {
  const text = doc.getElementById(PAGE_SNAPSHOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    // The value as written, not the schema's copy: a product keeps the fields the schema does not name.
    if (v.is(PaintedSnapshotSchema, value)) return value;
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
