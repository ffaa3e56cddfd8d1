import { hasFields, isAmount, isList } from '../../lib/guards';
import { idOf, keptItems } from '../../lib/keptList';
import { ATTR_KEPT_CART, KEPT_CART_LINES, KEPT_CART_SIZED_LINES } from '../../lib/pageContract';
import { sizeOf } from '../../lib/size';
import { isProductWithQuantity } from '../catalog';
import { emptyCart, sumCart } from './cartRules';

// The cart as kept in the browser's storage (spec §4, §5, §9), with no Redux, for the store's listeners
// (./keptCartListeners.ts) and the painted page before the store exists (./cartOnThePaintedPage.ts).

/** Where the cart is kept in the browser's storage (spec §9). */
export const CART_KEY = 'cart';

/**
 * The kept cart as a whole (spec §4, §5), its total a number of 0 or more; its lines are checked one by one, so one
 * bad line does not empty it.
 */
export const isKeptCart = hasFields({ items: isList, totalPrice: isAmount });

/**
 * The kept cart (src/lib/keptList.ts), `{items, totalPrice}`, as the spec keeps it. Its read never throws: not JSON,
 * or not `isKeptCart`, and the cart is empty. Lines the store cannot show (not a product, a quantity not a whole
 * number ≥ 1, an id seen before) are dropped, with one warning, and the total recomputed. Before the first paint, it
 * marks <html> with its number of lines: the cart pages paint their frame, empty or with room for the lines, before
 * the store runs (docs/decisions/0011).
 */
export const keptCart = keptItems({
  key: CART_KEY,
  entry: isProductWithQuantity,
  keyOf: idOf,
  mark: {
    attribute: ATTR_KEPT_CART,
    none: 'empty',
    some: 'lines',
    count: KEPT_CART_LINES,
    // A line with a size says it on a line of its own: the lines' room grows with it (CartPlace.module.css).
    also: { property: KEPT_CART_SIZED_LINES, has: (line) => sizeOf(line) !== undefined },
  },
  unreadable: 'The kept cart is not valid JSON; starting with an empty cart.',
  dropped: (count) => `Dropped ${String(count)} unreadable line(s) from the kept cart.`,
  whole: isKeptCart,
  empty: emptyCart,
  of: ({ items, totalPrice }, lines) => {
    if (lines.length === items.length) return { items: lines, totalPrice };
    const recomputed = sumCart(lines);
    // Only absurd kept numbers get here (a price times a quantity beyond what a number can hold).
    return isAmount(recomputed) ? { items: lines, totalPrice: recomputed } : undefined;
  },
  // Its items and its total, and nothing else the state may hold.
  json: ({ items, totalPrice }) => ({ items, totalPrice }),
});
