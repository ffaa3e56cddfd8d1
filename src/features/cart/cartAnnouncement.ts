import { itemsWord } from '../../components/Header/cartCount';
import { isSameId } from '../catalog';
import type { ProductId } from '../catalog';
import type { CartItem, CartState } from './cartRules';

/** The cart's line for product `id`. */
export function findLine(items: readonly CartItem[], id: ProductId): CartItem | undefined {
  return items.find((item) => isSameId(item.id, id));
}

function countText(cart: CartState): string {
  const lines = cart.items.length;
  if (lines === 0) return 'your cart is empty';
  return `${String(lines)} ${itemsWord(lines)} in cart`;
}

/**
 * What a screen reader says after the shopper changed product `id`'s line, e.g. "Dew Drop Serum added to cart — 2
 * items in cart". The count is the header's (lines in the cart). Null when the cart never had that line. No Redux
 * here: the entry script says the painted page's adds with it too (./paintedCartTaps.ts).
 */
export function describeLineChange(id: ProductId, before: CartState, after: CartState): string | null {
  const was = findLine(before.items, id);
  const is = findLine(after.items, id);
  const name = is?.name ?? was?.name;
  if (name === undefined) return null;
  if (!is) return `${name} removed from cart — ${countText(after)}`;
  if (!was) return `${name} added to cart — ${countText(after)}`;
  return `${name}, quantity ${String(is.quantity)} — ${countText(after)}`;
}
