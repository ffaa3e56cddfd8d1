import { formatMoney } from '../../lib/money';
import { findLine } from './cartAnnouncement';
import { isSameId } from '../catalog';
import type { CartCheck, LineChange } from './cartCheck';
import type { CartState } from './cartRules';

// What the app says when the catalogue file changed the cart: the app's alone, so the entry script, which says the
// painted page's adds (./cartAnnouncement.ts), does not carry it.

/** What the shopper was already told of the cart's lines (cartCheckSlice.ts): a page says each change once. */
export type ToldOfCart = { changes: readonly LineChange[]; withdrawn: readonly string[] };

const alreadyTold = (change: LineChange, told: readonly LineChange[]) =>
  told.some((seen) => isSameId(seen.id, change.id) && seen.name === change.name && seen.price === change.price);

/**
 * What a screen reader says when the catalogue file changed the cart, e.g. "Dew Drop Serum: price changed from $38.50
 * to $40.00. Rosehip Glow Oil is no longer available and is left out of your order." Null when nothing new changed.
 * `before` is the cart as it was, whose lines name the withdrawn products; what the shopper was `told` (a line's
 * change to the same name and price, a withdrawn line) is not said again: another tab's save, read against this
 * tab's file, finds the same change each time.
 */
export function describeCartCheck(
  check: CartCheck,
  before: CartState,
  told: ToldOfCart = { changes: [], withdrawn: [] },
): string | null {
  const sentences = check.changes
    .filter((change) => !alreadyTold(change, told.changes))
    .map((change) => {
      const said: string[] = [];
      if (change.was.price !== change.price) {
        said.push(`price changed from ${formatMoney(change.was.price)} to ${formatMoney(change.price)}`);
      }
      if (change.was.name !== change.name) said.push(`now called ${change.name}`);
      return `${change.was.name}: ${said.join(', ')}.`;
    });
  for (const id of check.withdrawn) {
    if (told.withdrawn.includes(id)) continue;
    const line = findLine(before.items, id);
    if (line) sentences.push(`${line.name} is no longer available and is left out of your order.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}
