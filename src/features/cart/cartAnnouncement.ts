import { itemsWord } from '../../components/Header/cartCount';
import { isSameId } from '../catalog';
import type { ProductId } from '../catalog';
import type { CartItem, CartState } from './cartRules';

export function findLine(items: readonly CartItem[], id: ProductId): CartItem | undefined {
  return items.find((item) => isSameId(item.id, id));
}

// The count is the header's: lines in the cart, not units.
function countText(cart: CartState): string {
  const lines = cart.items.length;
  return lines === 0 ? 'your cart is empty' : `${String(lines)} ${itemsWord(lines)} in cart`;
}

/**
 * What a screen reader says after product `id`'s line changed, e.g. "Dew Drop Serum added to cart — 2 items in
 * cart"; null when the cart never had that line. A line gone is `removed` ('saved for later' when it was). No Redux
 * here, so the entry script can say it too.
 */
export function describeLineChange(
  id: ProductId,
  before: CartState,
  after: CartState,
  removed = 'removed from cart',
): string | null {
  const was = findLine(before.items, id);
  const is = findLine(after.items, id);
  const name = is?.name ?? was?.name;
  if (name === undefined) return null;
  if (!is) return `${name} ${removed} — ${countText(after)}`;
  if (!was) return `${name} added to cart — ${countText(after)}`;
  return `${name}, quantity ${String(is.quantity)} — ${countText(after)}`;
}
