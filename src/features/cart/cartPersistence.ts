import { isAnyOf } from '@reduxjs/toolkit';
import { booted } from '../../app/lifecycle';
import type { AppStartListening } from '../../app/listeners';
import { CART_STORAGE_KEY, cartEnvelope, isValidTotal } from '../../lib/savedCart';
import type { KeyValueStorage } from '../../lib/storage';
import { isProduct } from '../catalog';
import { add, checkedAgainstCatalogue, emptyCart, remove, subtract, sumCart, syncedFromStorage } from './cartSlice';
import type { CartItem, CartState } from './cartSlice';

export { CART_STORAGE_KEY };

function isCartLine(value: unknown): value is CartItem {
  if (!isProduct(value)) return false;
  const { quantity } = value as { quantity?: unknown };
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1;
}

/**
 * What is stored under `cart`, as a cart the pages can show; never throws. Spec §4, §5: without an `items` list
 * and a `totalPrice` ≥ 0 the cart is empty. Lines the store cannot show (not a product, no numeric price, a
 * quantity that is not a whole number ≥ 1, a repeated id) are dropped, and then the total is recomputed.
 */
export function parseStoredCart(raw: string | null, log: (message: string) => void = console.warn): CartState {
  if (raw === null) return emptyCart;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    log('The saved cart is not valid JSON; starting with an empty cart.');
    return emptyCart;
  }
  const envelope = cartEnvelope(value);
  if (!envelope) return emptyCart;
  const { items, totalPrice } = envelope;

  const seenIds = new Set<string>();
  const lines = items.filter((item): item is CartItem => {
    if (!isCartLine(item)) return false;
    const id = String(item.id);
    if (seenIds.has(id)) return false;
    seenIds.add(id);
    return true;
  });
  if (lines.length === items.length) return { items: lines, totalPrice };

  log(`Dropped ${String(items.length - lines.length)} unreadable line(s) from the saved cart.`);
  const recomputed = sumCart(lines);
  // Only absurd stored numbers get here (a price times a quantity beyond what a number can hold).
  if (!isValidTotal(recomputed)) return emptyCart;
  return { items: lines, totalPrice: recomputed };
}

/** What is written under `cart`: the items and the total, as JSON. */
export function serialiseCart(cart: CartState): string {
  return JSON.stringify({ items: cart.items, totalPrice: cart.totalPrice });
}

/** The saved cart, through the checks of `parseStoredCart`. Never throws: a bad value gives the empty cart. */
export function loadCart(storage: KeyValueStorage): CartState {
  return parseStoredCart(storage.read(CART_STORAGE_KEY));
}

/** The window events the cart follows: the browser passes `window`, tests may pass jsdom's. */
export type CartSyncEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type CartPersistenceOptions = {
  /** Where the cart is saved. */
  storage: KeyValueStorage;
  /** The other-tab (`storage`) and back/forward (`pageshow`) events to follow; none on the server or in tests. */
  events?: CartSyncEvents | undefined;
};

/**
 * The cart's life in storage (docs/decisions/0003): saved after add, subtract and remove (never after `clear`), and
 * after the catalogue file changed a line (docs/decisions/0010); read once the store is `booted`, then read again when
 * another tab saves or the page returns from the back/forward cache. Returns the function that removes both listeners.
 */
export function addCartPersistence(startAppListening: AppStartListening, { storage, events }: CartPersistenceOptions) {
  const stopSaving = startAppListening({
    predicate: (action) =>
      isAnyOf(add, subtract, remove)(action) ||
      (checkedAgainstCatalogue.match(action) && action.payload.updated.length > 0),
    effect: (_action, listenerApi) => {
      storage.write(CART_STORAGE_KEY, serialiseCart(listenerApi.getState().cart));
    },
  });
  const stopFollowing = startAppListening({
    actionCreator: booted,
    effect: async (_action, listenerApi) => {
      listenerApi.unsubscribe(); // once per store: a second boot would add a second set of window listeners
      const readSavedCart = () => {
        listenerApi.dispatch(syncedFromStorage(loadCart(storage)));
      };
      readSavedCart();
      if (!events) return;
      const onStorage = (event: StorageEvent) => {
        // `key` is null when another tab cleared the whole storage.
        if (event.key === CART_STORAGE_KEY || event.key === null) readSavedCart();
      };
      const onPageShow = (event: PageTransitionEvent) => {
        if (event.persisted) readSavedCart();
      };
      events.addEventListener('storage', onStorage);
      events.addEventListener('pageshow', onPageShow);
      // Kept running until the listener is cancelled, then the window listeners go. Removed by hand, not with
      // addEventListener's `signal` option, which rejects a signal from another realm than the window's (jsdom).
      await new Promise<void>((resolve) => {
        listenerApi.signal.addEventListener('abort', () => {
          events.removeEventListener('storage', onStorage);
          events.removeEventListener('pageshow', onPageShow);
          resolve();
        });
      });
    },
  });
  return () => {
    stopSaving();
    stopFollowing({ cancelActive: true });
  };
}
