import { paintCartCount } from '../components/Header/cartCount';
import type { CartState } from '../features/cart/cartRules';
import { addToSavedCart, answerPaintedCartTaps } from '../features/cart/paintedCartTaps';
import { followSavedCart, markSavedCart, readSavedCart } from '../features/cart/savedCart';
import { paintedProducts } from '../features/catalog/paintedProducts';
import type { Product } from '../features/catalog/types';
import { openAtResults } from '../features/shop/openAtResults';
import { afterFirstPaint } from '../lib/afterFirstPaint';
import { holdEarlyTaps } from '../lib/earlyTaps';
import { createLiveRegion } from '../lib/liveRegion';
import { isChunkLoadError } from '../lib/chunkLoadError';
import { ATTR_CHUNKS, ROOT_ID } from '../lib/pageContract';
import type { KeyValueStorage } from '../lib/storage';
import { whenIdle } from '../lib/whenIdle';
import { yieldToMain } from '../lib/yieldToMain';
import { focusOnArrival } from './focusHeading';
import type { start } from './start';

export type EnterOptions = {
  /** Where the cart is saved: the browser's storage. */
  storage: KeyValueStorage;
  /** Downloads the app (src/app/start.tsx, its own chunk). */
  loadApp: () => Promise<{ start: typeof start }>;
  /** Asks for one of the page's chunks ahead, without running it. */
  preloadChunk?: (chunkId: string) => void;
};

/** Resolves once the page's body is parsed: the entry runs from the <head>, before it. */
function bodyParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/**
 * The app could not start (its script gone with a release since replaced, or the network down): the page says so
 * above everything, with a link that loads it again. What the entry answered meanwhile is saved.
 */
function sayTheStoreDidNotStart(doc: Document) {
  const notice = doc.createElement('p');
  notice.className = 'start-failed';
  notice.setAttribute('role', 'alert');
  const reload = doc.createElement('a');
  const again = new URL(doc.location.href);
  again.hash = '';
  reload.href = again.href;
  reload.textContent = 'Load the page again';
  notice.append('This page could not finish loading. ', reload);
  doc.body.prepend(notice);
}

/**
 * What the entry script (src/main.tsx) does from the <head> of a prerendered page to the running store
 * (docs/architecture.md draws it; docs/decisions/0002 and 0010 say why):
 * 1. before the first paint: catch the taps on the page's buttons; mark the page with the saved cart's lines;
 * 2. once the body is parsed: open a shop query at its results, focus a page reached by a store link as a route change
 *    would, paint the header's count, and answer the painted products' Add to Cart (saved at once) and '+'/'−';
 * 3. once the page has painted with its main picture: download the app, which takes over and plays the held taps.
 * Resolves with the app's `stop`; rejects if the app cannot start (the held taps dropped, the page says so, Add to
 * Cart still saved).
 */
export async function enter(doc: Document, { storage, loadApp, preloadChunk }: EnterOptions) {
  // The saved cart as the store will read it. Quietly: the store says once what it drops.
  const savedCart = () => readSavedCart(storage, () => undefined);
  const earlyTaps = holdEarlyTaps(doc);
  markSavedCart(doc.documentElement, savedCart().items.length);
  // Leaving the page cancels what it still loads, which Firefox reports as scripts that failed. Watched only until
  // the app starts: Firefox keeps no page with a `beforeunload` listener in its back/forward cache.
  const page = { leaving: false };
  const leave = () => {
    page.leaving = true;
  };
  doc.defaultView?.addEventListener('beforeunload', leave);
  try {
    await bodyParsed(doc);
    const container = doc.getElementById(ROOT_ID);
    if (!container) throw new Error('The page has no #root element to render the store into.');
    openAtResults(doc);
    focusOnArrival(doc);
    // The header's count, until React renders it (`stopPaintingCount`): one writer at a time.
    let paintingCount = true;
    const paintCount = (cart: CartState) => {
      if (paintingCount) paintCartCount(container, cart.items.length);
    };
    // Until React renders the count, the entry follows the saved cart for it: another tab may save it, or the
    // back/forward cache bring the page back.
    const showSavedCart = () => {
      const cart = savedCart();
      markSavedCart(doc.documentElement, cart.items.length);
      paintCount(cart);
    };
    showSavedCart();
    const stopFollowing = doc.defaultView ? followSavedCart(doc.defaultView, showSavedCart) : () => undefined;
    // The painted products, read once when the page is first idle after a frame (never before the first paint), so
    // a tap meets them ready: at 4x CPU their parse is a third of the tap's own work.
    let products: Product[] | undefined;
    const painted = () => (products ??= paintedProducts(doc));
    doc.defaultView?.requestAnimationFrame(() => whenIdle(() => void painted()));
    const cartTaps = answerPaintedCartTaps(painted, createLiveRegion(doc), addToSavedCart(storage), paintCount);
    earlyTaps.answerWith(cartTaps.answer);

    // Nothing competes with the first paint and the page's main picture (docs/decisions/0002).
    await afterFirstPaint(container);
    // The page's own chunks (named by the prerendered #root) download beside the app's, and run once the app has
    // resolved the page's route; one that cannot load is the app's to handle.
    for (const chunk of container.getAttribute(ATTR_CHUNKS)?.split(' ') ?? []) {
      if (chunk) preloadChunk?.(chunk);
    }
    const { start } = await loadApp();
    // Running the app's modules (React, the router, Redux) was one task; starting it is more.
    await yieldToMain();
    return await start(container, {
      earlyTaps,
      cartTaps,
      storage,
      stopPaintingCount: () => {
        paintingCount = false;
        stopFollowing();
      },
      leaving: () => page.leaving,
    });
  } catch (error) {
    // A page being left is going: the script it no longer loads is nothing to say.
    if (page.leaving && isChunkLoadError(error)) return await new Promise<never>(() => undefined);
    earlyTaps.drop();
    sayTheStoreDidNotStart(doc);
    throw error;
  } finally {
    doc.defaultView?.removeEventListener('beforeunload', leave);
  }
}
