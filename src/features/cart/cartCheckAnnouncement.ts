import { formatMoney } from '../../lib/money';
import { findLine } from './cartAnnouncement';
import type { CartCheck } from './cartCheck';
import type { CartState } from './cartRules';

// What the app says when the catalogue file changed the cart: the app's alone, so the entry script, which says the
// painted page's adds (./cartAnnouncement.ts), does not carry it.

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
