import type { StorageAccess } from '../../app/keepInStorage';
import type { AppStartListening } from '../../app/listeners';
import { addCompareCheck, addCompareListListeners, addRefusalMessage } from './compareListeners';
import { compareSlice } from './compareSlice';

// What Compare registers on the store. Every card and every page's header show it, so the store holds it from its
// start (src/app/storeFeatures.ts); the comparison comes in its own chunk, `compare`, at the first intent.

/** The compare list. */
export const slices = [compareSlice] as const;

/**
 * The list kept after each tap and followed across tabs, cleared of what the catalogue file no longer has, and the
 * message of a fourth refused.
 */
export function listen(startAppListening: AppStartListening, access: StorageAccess) {
  addCompareListListeners(startAppListening, access);
  addCompareCheck(startAppListening);
  addRefusalMessage(startAppListening);
}
