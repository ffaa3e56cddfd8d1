import type { StorageAccess } from '../../app/keepInStorage';
import type { AppStartListening } from '../../app/listeners';
import { addSavedCheck, addSavedListListeners } from './savedListListeners';
import { savedSlice } from './savedSlice';

// What Saved for later registers on the store. Every page with a card shows its hearts, so the store holds it from
// its start (src/app/storeFeatures.ts); its section of the cart page comes with that page's chunk.

/** The saved list. */
export const slices = [savedSlice] as const;

/** The saved list kept after each tap and followed across tabs, and checked against the catalogue file. */
export function listen(startAppListening: AppStartListening, access: StorageAccess) {
  addSavedListListeners(startAppListening, access);
  addSavedCheck(startAppListening);
}
