import type { KeyValueStorage } from '../../lib/storage';
import type { CartState } from './cartSlice';
import { CART_STORAGE_KEY, parseStoredCart } from './cartPersistence';

/** Reads the saved cart once, when the client store is made. Never throws: a bad value gives the empty cart. */
export function loadCart(storage: KeyValueStorage): CartState {
  return parseStoredCart(storage.read(CART_STORAGE_KEY));
}
