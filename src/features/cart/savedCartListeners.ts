import { isAnyOf } from '@reduxjs/toolkit';
import { keepInStorage } from '../../app/keepInStorage';
import type { AppStartListening } from '../../app/listeners';
import type { KeyValueStorage, StorageEvents } from '../../lib/storage';
import { cartLineSaved, movedToCart } from '../saved';
import { add, checkedAgainstCatalogue, remove, savedCartRead, subtract } from './cartSlice';
import { SAVED_CART_KEY, readSavedCart, writeSavedCart } from './savedCart';

export type SavedCartListenerOptions = {
  /** Where the cart is saved. */
  storage: KeyValueStorage;
  /** The other-tab (`storage`) and back/forward (`pageshow`) events to follow; none on the server or in tests. */
  events?: StorageEvents | undefined;
};

/**
 * The store's side of the saved cart (./savedCart.ts, docs/decisions/0003): written after add, subtract and remove
 * (never after `clear`), after a product moved in from the saved list or a line saved for later (src/features/saved),
 * and after the catalogue file changed a line (docs/decisions/0010), unless the line was read from another tab's save
 * (that tab's file may price it differently: each tab shows its own, and only a tap writes); read once the store is
 * `booted`, then read again when another tab saves or the page returns from the back/forward cache. While storage
 * refuses the cart, the page holds its only copy, and a script that cannot load does not load the page afresh
 * (src/lib/reloadAfresh.ts). Returns the function that removes both listeners.
 */
export function addSavedCartListeners(
  startAppListening: AppStartListening,
  { storage, events }: SavedCartListenerOptions,
) {
  return keepInStorage(startAppListening, {
    key: SAVED_CART_KEY,
    events,
    writeAfter: (action) =>
      isAnyOf(add, subtract, remove, movedToCart, cartLineSaved)(action) ||
      (checkedAgainstCatalogue.match(action) && action.payload.updated.length > 0),
    write: (state) => writeSavedCart(storage, state.cart),
    read: (followed) => savedCartRead(readSavedCart(storage), followed),
  });
}
