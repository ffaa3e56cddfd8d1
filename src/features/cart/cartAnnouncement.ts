import { itemsWord } from '../../components/Header/cartCount';
import { formatMoney } from '../../lib/money';
import { isSameId } from '../catalog';
import type { ProductId } from '../catalog';
import type { CartCheck } from './cartCheck';
import type { CartItem, CartState } from './cartRules';

function findLine(items: readonly CartItem[], id: ProductId): CartItem | undefined {
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

/**
 * What a screen reader says when the catalogue file changed the cart, e.g. "Dew Drop Serum: price changed from $38.50
 * to $40.00. Rosehip Glow Oil is no longer available and is left out of your order." Null when nothing changed.
 * `before` is the cart as it was, whose lines name the withdrawn products; those `toldWithdrawn` are not said again.
 */
export function describeCartCheck(
  check: CartCheck,
  before: CartState,
  toldWithdrawn: readonly string[] = [],
): string | null {
  const sentences = check.changes.map((change) => {
    const said: string[] = [];
    if (change.was.price !== change.price) {
      said.push(`price changed from ${formatMoney(change.was.price)} to ${formatMoney(change.price)}`);
    }
    if (change.was.name !== change.name) said.push(`now called ${change.name}`);
    return `${change.was.name}: ${said.join(', ')}.`;
  });
  for (const id of check.withdrawn) {
    if (toldWithdrawn.includes(id)) continue;
    const line = findLine(before.items, id);
    if (line) sentences.push(`${line.name} is no longer available and is left out of your order.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}
