import { getOrMake } from '../../lib/getOrMake';
import { isList, isRecord, listOf } from '../../lib/guards';
import { PAGE_SNAPSHOT_ID } from '../../lib/pageContract';
import { whenIdle } from '../../lib/whenIdle';
import { isProduct } from './productFields';
import type { Product } from './types';

// The products in a page's snapshot (./pageSnapshot.ts): all the entry reads of it, to add them to the cart before
// the app runs. The app reads the whole snapshot, whose two kinds are these shapes and more.

/** What a snapshot holds as its products, unchecked: the entry looks no further into its two kinds (./pageSnapshot.ts). */
function productsIn(json: unknown): unknown {
  const snapshot = isRecord(json) ? json.snapshot : undefined;
  if (!isRecord(snapshot)) return undefined;
  if (snapshot.kind === 'first') return snapshot.products;
  if (snapshot.kind !== 'product' || !isList(snapshot.related)) return undefined;
  return [snapshot.product, ...snapshot.related];
}

const isProducts = listOf(isProduct);

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
  const products = productsIn(snapshotJson(doc));
  return isProducts(products) ? products : [];
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

/** The product of id `key` (compared as text) among those `page` painted: what a product's toggle presses. */
export function paintedProductWithId(page: { doc: Document }): (key: string) => Product | undefined {
  const products = paintedProductsOf(page);
  return (key) => products().find((product) => String(product.id) === key);
}
