import { ATTR_SAVED_CART, SAVED_CART_LINES } from './pageContract';

/** Where the cart is saved in the browser's storage (spec §9). */
export const CART_STORAGE_KEY = 'cart';

/** The saved cart's outer shape, before its lines are read one by one. */
export type SavedCartEnvelope = { items: unknown[]; totalPrice: number };

export function isValidTotal(total: unknown): total is number {
  return typeof total === 'number' && Number.isFinite(total) && total >= 0;
}

/**
 * The saved value as a cart's envelope (spec §4, §5): an `items` list and a `totalPrice` of 0 or more; null for
 * anything else, which the store reads as an empty cart.
 */
export function cartEnvelope(value: unknown): SavedCartEnvelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const { items, totalPrice } = value as { items?: unknown; totalPrice?: unknown };
  return Array.isArray(items) && isValidTotal(totalPrice) ? { items, totalPrice } : null;
}

/**
 * Marks the page with how many lines the saved cart has (`data-saved-cart`, `--saved-cart-lines` on <html>), as the
 * entry script reads it before the first paint: the cart pages paint their frame, empty or with room for the lines,
 * before the store runs (docs/decisions/0011).
 */
export function markSavedCart(root: HTMLElement, lines: number): void {
  root.setAttribute(ATTR_SAVED_CART, lines === 0 ? 'empty' : 'lines');
  root.style.setProperty(SAVED_CART_LINES, String(lines));
}
