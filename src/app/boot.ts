import { paintCartCount } from '../components/Header/cartCount';
import { answerPaintedCartTaps } from '../features/cart/paintedCartTaps';
import { cartNotRestored, emptyCart, selectCartCount } from '../features/cart/cartSlice';
import { paintedProducts, readPageSnapshot } from '../features/catalog/pageSnapshot';
import type { EarlyTaps } from '../lib/earlyTaps';
import { createLiveRegion } from '../lib/liveRegion';
import { browserStorage } from '../lib/storage';
import { makeCartStore } from './cartStore';
import type { StoreExtra } from './cartStore';
import { booted } from './lifecycle';

/**
 * Makes the page's one store the moment the boot runs, long before the app (docs/decisions/0010): it reads the saved
 * cart, paints the header's count from it, and answers the taps on the painted products (an Add to Cart is saved
 * at once by the store's own listener). Only the cart's modules are here; the app attaches the catalogue when it
 * starts (src/app/store.ts) and renders with this same store. Returns the store, what the page painted, and the
 * function that hands the header's count to React. `extra`: the store's outside world, the browser's by default.
 */
export function bootStore(container: HTMLElement, earlyTaps: EarlyTaps, extra: Partial<StoreExtra> = {}) {
  const store = makeCartStore(
    { cart: emptyCart, cartRestore: cartNotRestored },
    { storage: browserStorage, events: window, ...extra },
  );
  store.dispatch(booted());

  let painted = -1;
  const paintCount = () => {
    const count = selectCartCount(store.getState());
    if (count === painted) return;
    painted = count;
    paintCartCount(container, count);
  };
  paintCount();
  const stopPaintingCount = store.subscribe(paintCount);

  const snapshot = readPageSnapshot(document);
  earlyTaps.answerWith(answerPaintedCartTaps(store, paintedProducts(snapshot), createLiveRegion(document)));
  return { store, snapshot, stopPaintingCount };
}

export type BootedStore = ReturnType<typeof bootStore>;

/**
 * The app's own chunk, loaded from here so that it is a child of this one: what the boot already has (Redux Toolkit,
 * the cart) is not downloaded twice.
 */
export function loadApp() {
  return import(/* webpackChunkName: "app" */ './start');
}
