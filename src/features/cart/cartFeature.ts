import type { StorageAccess } from '../../app/keepInStorage';
import type { AppStartListening } from '../../app/listeners';
import { addCartCheck } from './cartCheckListener';
import { cartCheckSlice } from './cartCheckSlice';
import { cartSlice, keptCartStatusSlice } from './cartSlice';
import { addKeptCartListeners } from './keptCartListeners';

// What the cart registers on the store, which holds it from its start (src/app/storeFeatures.ts).

/** The cart (spec §4), whether the kept cart has been read, and the cart's check against the catalogue file. */
export const slices = [cartSlice, keptCartStatusSlice, cartCheckSlice] as const;

/** The kept cart written after each tap and followed across tabs, and the cart checked against the catalogue file. */
export function listen(startAppListening: AppStartListening, access: StorageAccess) {
  addKeptCartListeners(startAppListening, access);
  addCartCheck(startAppListening);
}
