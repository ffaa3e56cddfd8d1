import { CART_STORAGE_KEY, cartEnvelope, isValidTotal } from '../../lib/savedCart';
import type { KeyValueStorage } from '../../lib/storage';
import { isProduct } from '../catalog';
import { emptyCart, sumCart } from './cartRules';
import type { CartItem, CartState } from './cartRules';

// The saved cart's format, read and written (spec §4, §5), with no Redux: the store's listeners use it
// (./cartPersistence.ts), and so does the entry script before the store exists (./paintedCartTaps.ts).

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

/** The window events that say the saved cart may have changed: the browser passes `window`, tests may pass jsdom's. */
export type CartSyncEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `changed` whenever the saved cart may have changed under the page: another tab saved it (or cleared the
 * whole storage), or the browser brought the page back from its back/forward cache. Returns the function that stops.
 */
export function followSavedCart(events: CartSyncEvents, changed: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === CART_STORAGE_KEY || event.key === null) changed();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) changed();
  };
  events.addEventListener('storage', onStorage);
  events.addEventListener('pageshow', onPageShow);
  return () => {
    events.removeEventListener('storage', onStorage);
    events.removeEventListener('pageshow', onPageShow);
  };
}

/**
 * `storage`, watched for the cart's saves: `refused()` is true while the last save of the cart was refused, when the
 * page holds the only copy of the cart (the entry's saves and the store's alike go through `storage`).
 */
export function watchCartSaves(storage: KeyValueStorage) {
  let refused = false;
  const watched: KeyValueStorage = {
    read: (key) => storage.read(key),
    write: (key, value) => {
      const saved = storage.write(key, value);
      if (key === CART_STORAGE_KEY) refused = !saved;
      return saved;
    },
  };
  return { storage: watched, refused: () => refused };
}
