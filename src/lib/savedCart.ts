import type { KeyValueStorage } from './storage';

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
 * At a glance, before the store has read it line by line: whether the saved cart has lines, and how many. The
 * boot marks the page with it (`data-saved-cart`, `--saved-cart-lines` on <html>) as soon as it runs, so the cart
 * pages paint their frame, empty or with room for the lines, before the store has arrived (docs/decisions/0011).
 * "empty" agrees with what the store reads; a line the store then drops only leaves a frame without its line.
 */
export function markSavedCart(storage: KeyValueStorage, root: HTMLElement): void {
  let lines = 0;
  try {
    lines = cartEnvelope(JSON.parse(storage.read(CART_STORAGE_KEY) ?? 'null'))?.items.length ?? 0;
  } catch {
    // Not JSON: the store reads it as an empty cart, and says so.
  }
  root.dataset.savedCart = lines === 0 ? 'empty' : 'lines';
  root.style.setProperty('--saved-cart-lines', String(lines));
}
