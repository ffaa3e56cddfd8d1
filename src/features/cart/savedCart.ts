import * as v from 'valibot';
import type { KeyValueStorage } from '../../lib/storage';
import { ATTR_SAVED_CART, SAVED_CART_LINES } from '../../lib/pageContract';
import { firstOfEachId, ProductSchema } from '../catalog';
import { emptyCart, QuantitySchema, sumCart } from './cartRules';
import type { CartItem, CartState } from './cartRules';

// The saved cart (spec §4, §5, §9): its key, format, read and write, with no Redux, for the store's listeners
// (./savedCartListeners.ts) and the painted page before the store exists (./cartOnThePaintedPage.ts).

/** Where the cart is saved in the browser's storage (spec §9). */
export const SAVED_CART_KEY = 'cart';

/** A total the saved cart may hold: a number of 0 or more. */
const TotalSchema = v.pipe(v.number(), v.finite(), v.minValue(0));

/** The saved cart as a whole (spec §4, §5); its lines are checked one by one, so one bad line does not empty it. */
export const SavedCartSchema = v.object({ items: v.array(v.unknown()), totalPrice: TotalSchema });

/** A line the store can show: a product (src/features/catalog/catalogSchema.ts) and its quantity. */
export const SavedLineSchema = v.object({ ...ProductSchema.entries, quantity: QuantitySchema });

const isSavedLine = (value: unknown): value is CartItem => v.is(SavedLineSchema, value);

/**
 * The saved cart as the pages can show it; never throws. Not JSON, or not `SavedCartSchema`: empty. Lines the store
 * cannot show (not a product, a quantity not a whole number ≥ 1, an id seen before) are dropped, with one warning,
 * and the total recomputed.
 */
export function readSavedCart(storage: KeyValueStorage, warn: (message: string) => void = console.warn): CartState {
  const raw = storage.read(SAVED_CART_KEY);
  if (raw === null) return emptyCart;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    warn('The saved cart is not valid JSON; starting with an empty cart.');
    return emptyCart;
  }
  if (!v.is(SavedCartSchema, value)) return emptyCart;
  const { items, totalPrice } = value;

  const lines = firstOfEachId(items.filter(isSavedLine));
  if (lines.length === items.length) return { items: lines, totalPrice };

  warn(`Dropped ${String(items.length - lines.length)} unreadable line(s) from the saved cart.`);
  const recomputed = sumCart(lines);
  // Only absurd saved numbers get here (a price times a quantity beyond what a number can hold).
  if (!v.is(TotalSchema, recomputed)) return emptyCart;
  return { items: lines, totalPrice: recomputed };
}

/** The text saved under `SAVED_CART_KEY` for `cart`: its items and its total, as JSON. */
export function savedCartText(cart: CartState): string {
  return JSON.stringify({ items: cart.items, totalPrice: cart.totalPrice });
}

/** Saves `cart`; false when storage refused it (src/lib/storage.ts). Never throws. */
export function writeSavedCart(storage: KeyValueStorage, cart: CartState): boolean {
  return storage.write(SAVED_CART_KEY, savedCartText(cart));
}

/**
 * Marks <html> with the saved cart's number of lines, before the first paint: the cart pages paint their frame,
 * empty or with room for the lines, before the store runs (docs/decisions/0011).
 */
export function markSavedCart(root: HTMLElement, lines: number): void {
  root.setAttribute(ATTR_SAVED_CART, lines === 0 ? 'empty' : 'lines');
  root.style.setProperty(SAVED_CART_LINES, String(lines));
}
