import { isProduct } from '../catalog';
import { emptyCart, sumCart } from './cartSlice';
import type { CartItem, CartState } from './cartSlice';

export const CART_STORAGE_KEY = 'cart';

function isCartLine(value: unknown): value is CartItem {
  if (!isProduct(value)) return false;
  const { quantity } = value as { quantity?: unknown };
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1;
}

/**
 * Turns what is stored under `cart` into the initial cart. Never throws: whatever the text, the result is a cart
 * the pages can show.
 *
 * The cart as a whole (spec §4, §5): accepted only when it has an `items` list and a `totalPrice` of 0 or more;
 * anything else (nothing stored, invalid JSON, another shape) gives the empty cart with total 0.
 *
 * Lines: a line the store cannot show is dropped, and then the total is recomputed from the lines that remain.
 * Such a line is not a product, has a missing or non-numeric price, has a quantity that is not a whole number of
 * at least 1, or repeats the id of an earlier line (the cart holds one line per product; the first is kept).
 * A cart whose lines are all fine keeps its stored total. Unknown extra fields on a good line are kept.
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
  if (typeof value !== 'object' || value === null) return emptyCart;
  const { items, totalPrice } = value as { items?: unknown; totalPrice?: unknown };
  if (!Array.isArray(items) || !isValidTotal(totalPrice)) return emptyCart;

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

function isValidTotal(total: unknown): total is number {
  return typeof total === 'number' && Number.isFinite(total) && total >= 0;
}

/** What is written under `cart`: the items and the total, as JSON. */
export function serialiseCart(cart: CartState): string {
  return JSON.stringify({ items: cart.items, totalPrice: cart.totalPrice });
}
