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
 * Turns what is stored under `cart` into the initial cart.
 *
 * The cart as a whole (spec §4, §5): accepted only when it has an `items` list and a `totalPrice` of 0 or more;
 * anything else (nothing stored, invalid JSON, another shape) gives the empty cart with total 0.
 *
 * Lines: a line the store cannot show (not a product, a missing or non-numeric price, a quantity that is not a
 * whole number of at least 1) is dropped, and then the total is recomputed from the lines that remain. A cart
 * whose lines are all fine keeps its stored total.
 */
export function parseStoredCart(raw: string | null, log: (message: string) => void = console.error): CartState {
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
  if (!Array.isArray(items) || typeof totalPrice !== 'number' || !(totalPrice >= 0) || !Number.isFinite(totalPrice)) {
    return emptyCart;
  }
  const lines = items.filter(isCartLine);
  if (lines.length === items.length) return { items: lines, totalPrice };
  log(`Dropped ${String(items.length - lines.length)} unreadable line(s) from the saved cart.`);
  return { items: lines, totalPrice: sumCart(lines) };
}

/** What is written under `cart`: the items and the total, as JSON. */
export function serialiseCart(cart: CartState): string {
  return JSON.stringify({ items: cart.items, totalPrice: cart.totalPrice });
}
