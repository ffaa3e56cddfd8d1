import { isAnyOf } from '@reduxjs/toolkit';
import { keepInStorage } from '../../app/keepInStorage';
import type { StorageAccess } from '../../app/keepInStorage';
import type { AppStartListening } from '../../app/listeners';
import { cartLineSaved, movedToCart } from '../saved';
import { add, checkedAgainstCatalogue, remove, keptCartRead, subtract } from './cartSlice';
import { keptCart } from './keptCart';

/**
 * The store's side of the kept cart (./keptCart.ts, docs/decisions/0003), by src/app/keepInStorage.ts: written after
 * add, subtract and remove (never after `clear`), after a product moved in from the saved list or a line saved for
 * later (src/features/saved), and after the catalogue file changed a line (docs/decisions/0010), unless the line was
 * read from another tab's save (that tab's file may price it differently: each tab shows its own, and only a tap
 * writes); read once the store is `booted`, then read again when another tab saves or the page returns from the
 * back/forward cache. Returns the function that removes both listeners.
 */
export function addKeptCartListeners(startAppListening: AppStartListening, access: StorageAccess) {
  return keepInStorage(startAppListening, {
    ...access,
    list: keptCart,
    writeAfter: (action) =>
      isAnyOf(add, subtract, remove, movedToCart, cartLineSaved)(action) ||
      (checkedAgainstCatalogue.match(action) && action.payload.updated.length > 0),
    kept: (state) => state.cart,
    read: keptCartRead,
  });
}
