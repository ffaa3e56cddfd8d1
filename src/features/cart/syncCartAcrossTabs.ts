import type { Dispatch } from '@reduxjs/toolkit';
import type { KeyValueStorage } from '../../lib/storage';
import { syncedFromStorage } from './cartSlice';
import { CART_STORAGE_KEY } from './cartPersistence';
import { loadCart } from './cartStorage';

/** The window events the cart follows; the browser entry passes `window`, tests may pass jsdom's. */
export type CartSyncEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Keeps this tab's cart equal to the saved one when it changes behind the tab's back:
 * - another tab saved the cart (a `storage` event for `cart`, or for every key when storage was cleared);
 * - the page came back from the back/forward cache (`pageshow` with `persisted`), where it may have slept
 *   through changes made elsewhere.
 *
 * The cart is read again through `storage` (the same safe access the store writes through) rather than taken
 * from the event, so it passes the same checks as on load. It enters the store as `syncedFromStorage`, which the
 * storage listener does not save: no tab writes back what it was told, so the tabs never echo each other.
 *
 * Returns the function that stops following.
 */
export function syncCartAcrossTabs(dispatch: Dispatch, storage: KeyValueStorage, events: CartSyncEvents): () => void {
  const reloadCart = () => {
    dispatch(syncedFromStorage(loadCart(storage)));
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) reloadCart();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) reloadCart();
  };
  events.addEventListener('storage', onStorage);
  events.addEventListener('pageshow', onPageShow);
  return () => {
    events.removeEventListener('storage', onStorage);
    events.removeEventListener('pageshow', onPageShow);
  };
}
