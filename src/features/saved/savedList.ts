import { idOf, keptList } from '../../lib/keptList';
import { ATTR_SAVED_LIST, SAVED_LIST_ITEMS } from '../../lib/pageContract';
import { DEFAULT_QUANTITY } from '../../lib/quantity';
import { isProductWithQuantity } from '../catalog';

// The saved list as kept in the browser's storage, with no Redux, for the store's listeners
// (./savedListListeners.ts) and the painted page before the store exists (./savedOnThePaintedPage.ts).

/** Where the products saved for later are kept in the browser's storage. */
export const SAVED_LIST_KEY = 'saved';

/**
 * The products saved for later (src/lib/keptList.ts), each as last seen with its quantity: one kept without a
 * quantity has the default one. Its read never throws: not JSON, or not a list, and none is saved, with a warning;
 * products the pages cannot show (not a product, a quantity not a whole number ≥ 1, an id seen before) are dropped,
 * with one warning. Before the first paint, it marks <html> with how many products are saved: the cart page keeps
 * their section's room before the store runs, so nothing moves when it shows (docs/decisions/0011).
 */
export const savedList = keptList({
  key: SAVED_LIST_KEY,
  entry: isProductWithQuantity,
  keyOf: idOf,
  quantity: DEFAULT_QUANTITY,
  mark: { attribute: ATTR_SAVED_LIST, none: 'none', some: 'some', count: SAVED_LIST_ITEMS },
  unreadable: 'The products saved for later could not be read; starting with none saved.',
  dropped: (count) => `Dropped ${String(count)} unreadable product(s) from those saved for later.`,
});
