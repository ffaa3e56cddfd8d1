import * as v from 'valibot';
import { getOrMake } from '../../lib/getOrMake';
import { PAGE_SNAPSHOT_ID } from '../../lib/pageContract';
import { whenIdle } from '../../lib/whenIdle';
import { ProductSchema } from './catalogSchema';
import type { Product } from './types';

// The products in a page's snapshot (./pageSnapshot.ts): all the entry reads of it, to add them to the cart before
// the app runs. The app reads the whole snapshot, whose two kinds are these shapes and more.

/** The home page's or the shop's first products, as painted. */
export const FirstProductsSchema = v.object({ kind: v.literal('first'), products: v.array(ProductSchema) });
/** A product page's product and its suggestions. */
export const ProductPageSchema = v.object({
  kind: v.literal('product'),
  product: ProductSchema,
  related: v.array(ProductSchema),
});
const PaintedProductsSchema = v.object({ snapshot: v.union([FirstProductsSchema, ProductPageSchema]) });

/** The page's snapshot as JSON; undefined when it has none or it is not JSON. */
export function snapshotJson(doc: Document): unknown {
  const text = doc.getElementById(PAGE_SNAPSHOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The products the page painted; none when its snapshot cannot be read (a tap on one then waits for the app). */
export function paintedProducts(doc: Document): Product[] {
  const json = snapshotJson(doc);
  if (!v.is(PaintedProductsSchema, json)) return [];
  const { snapshot } = json;
  return snapshot.kind === 'first' ? snapshot.products : [snapshot.product, ...snapshot.related];
}

const readOnce = new WeakMap<object, () => readonly Product[]>();

/**
 * The products `page` painted, for the features that answer its taps before the app (src/lib/paintedPage.ts): read
 * once, when the page is first idle after a frame (never before the first paint), so a tap meets them ready (at 4x
 * CPU their parse is a third of the tap's own work), or at a tap that comes before. Every feature that asks with the
 * same page shares the one reading.
 */
export function paintedProductsOf(page: { doc: Document }): () => readonly Product[] {
  return getOrMake(readOnce, page, () => {
    let products: Product[] | undefined;
    const painted = () => (products ??= paintedProducts(page.doc));
    page.doc.defaultView?.requestAnimationFrame(() => whenIdle(() => void painted()));
    return painted;
  });
}
